import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { AppJobQueue } from '../../jobs/job-queue.js';
import type { Mail } from './mail.templates.js';
import { OutboxRepository } from './outbox.repository.js';

/** Delivers one mail now; throws when it could not, so the job is retried. */
export type MailTransport = (mail: Mail) => Promise<void>;

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return async (mail) => {
    await transporter.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
      })),
    });
  };
}

/**
 * No SMTP server: the mail is kept in the database outbox, which only the super admin reads
 * (Settings › Outgoing mail). The log names the recipient and subject only: the text carries
 * single-use links that would let anyone who reads the log into the account.
 */
export function outboxTransport(db: Db, log: FastifyBaseLogger): MailTransport {
  const outbox = new OutboxRepository(db);
  return async (mail) => {
    await outbox.insert(mail);
    log.info(
      { to: mail.to, subject: mail.subject },
      'mail kept in the outbox (SMTP_URL is not set); the super admin reads it in Settings › Outgoing mail',
    );
  };
}

/**
 * Sends mail through the job queue, so a mail server that is down delays a mail but neither
 * loses it nor fails the request that asked for it.
 */
export class Mailer {
  constructor(private readonly jobs: AppJobQueue) {}

  /** Queues a mail; in a unit of work (`inTransaction`) it leaves once the transaction commits. */
  send(mail: Mail, trx?: Db): Promise<string> {
    return this.jobs.enqueue('mail.send', mail, trx);
  }
}

/** The mail job's handler: SMTP when SMTP_URL is set, else the outbox. Registered once, by the app. */
export function registerMailJob(jobs: AppJobQueue, config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outboxTransport(db, log);
  jobs.handle('mail.send', transport);
  return new Mailer(jobs);
}
