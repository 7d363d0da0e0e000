import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Where the product under test delivers mail (SMTP_URL in playwright.config.ts). */
export const SMTP_HOST = '127.0.0.1';
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailQuery {
  /** The recipient's address (compared ignoring case). */
  to: string;
  /** The exact subject, or a pattern. */
  subject?: string | RegExp;
  /** Wait until at least this many such mails have arrived (e.g. 2 after a resend); default 1. */
  count?: number;
  timeoutMs?: number;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

/** A real SMTP server that keeps every mail it receives, parsed. */
export class Mailbox {
  readonly mails: ReceivedMail[] = [];

  constructor(private readonly server: SMTPServer) {}

  static start(): Promise<Mailbox> {
    let mailbox: Mailbox | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            mailbox?.mails.push({
              to: addresses(parsed.to),
              from: addresses(parsed.from)[0] ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    mailbox = new Mailbox(server);
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(SMTP_PORT, SMTP_HOST, () => resolve(mailbox));
    });
  }

  /** Every mail for `to` (and `subject`), oldest first. */
  findAll({ to, subject }: MailQuery): ReceivedMail[] {
    const matchesSubject = (s: string) =>
      subject === undefined || (typeof subject === 'string' ? s === subject : subject.test(s));
    const recipient = to.toLowerCase();
    return this.mails.filter((m) => m.to.some((a) => a.toLowerCase() === recipient) && matchesSubject(m.subject));
  }

  /** The newest mail for `to` (and `subject`), polling until it arrives; fails after 15 s. */
  async waitForMail(query: MailQuery): Promise<ReceivedMail> {
    const deadline = Date.now() + (query.timeoutMs ?? 15_000);
    for (;;) {
      const found = this.findAll(query);
      if (found.length >= (query.count ?? 1)) return found[found.length - 1]!;
      if (Date.now() > deadline) {
        const seen = this.mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
        throw new Error(
          `No mail to ${query.to} (${String(query.subject ?? 'any subject')}) within the time; seen: ${seen}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let started: Promise<Mailbox> | null = null;

/** The worker's one mailbox, started on first use. Start it before anything sends mail. */
export function mailbox(): Promise<Mailbox> {
  started ??= Mailbox.start();
  return started;
}

/** The path of the first link in a mail that leads to `page` (e.g. '/verify-email/'). */
export function linkIn(mail: ReceivedMail, page: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(page)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No ${page} link in the mail "${mail.subject}":\n${mail.text}`);
}
