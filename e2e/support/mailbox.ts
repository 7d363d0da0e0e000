import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * The folder the run's SMTP server keeps each mail in, as one JSON file (playwright.config.ts sets
 * it). The server runs once, in the Playwright runner (e2e/support/global-setup.ts), and every
 * worker reads the folder: journeys run in parallel workers against the one product.
 */
function mailFolder(): string {
  const folder = process.env.PLAZA_E2E_MAIL_DIR;
  if (!folder) throw new Error('PLAZA_E2E_MAIL_DIR is not set: run the journeys with e2e/playwright.config.ts');
  return folder;
}

/** A real SMTP server that keeps every mail it receives, parsed, in the mail folder. */
export async function startMailServer(): Promise<{ close(): Promise<void> }> {
  const folder = mailFolder();
  mkdirSync(folder, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: addresses(parsed.to),
            from: addresses(parsed.from)[0] ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          // Numbered in order of arrival, and renamed into place whole, so a reader never sees half a mail.
          const name = String(++received).padStart(8, '0');
          writeFileSync(join(folder, `${name}.tmp`), JSON.stringify(mail));
          renameSync(join(folder, `${name}.tmp`), join(folder, `${name}.json`));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, SMTP_HOST, () => resolve());
  });
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The mails the run's SMTP server has received. */
export class Mailbox {
  get mails(): ReceivedMail[] {
    const folder = mailFolder();
    return readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as ReceivedMail);
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
}

let opened: Mailbox | null = null;

/** The run's mailbox. */
export function mailbox(): Promise<Mailbox> {
  opened ??= new Mailbox();
  return Promise.resolve(opened);
}

/** The path of the first link in a mail that leads to `page` (e.g. '/verify-email/'). */
export function linkIn(mail: ReceivedMail, page: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(page)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No ${page} link in the mail "${mail.subject}":\n${mail.text}`);
}
