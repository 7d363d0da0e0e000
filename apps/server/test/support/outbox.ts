import type { OutboxMail } from '@plaza/contract';
import { expect } from 'vitest';
import type { TestServer } from './server.js';

/** The mail kept in the outbox (no SMTP_URL), read from the database, newest first. */
export async function outboxRows(server: TestServer): Promise<OutboxMail[]> {
  const rows = await server.db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdOn: row.created_at.toISOString(),
  }));
}

/** Waits until the mail job has put a mail to `to` (with that subject, if given) in the outbox. */
export async function outboxMailTo(server: TestServer, to: string, subject?: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxRows(server)).find((m) => m.to === to && (subject === undefined || m.subject === subject));
        return found;
      },
      { timeout: 5000, interval: 25, message: `no mail to ${to}${subject ? ` (${subject})` : ''} in the outbox` },
    )
    .toBeDefined();
  return found!;
}
