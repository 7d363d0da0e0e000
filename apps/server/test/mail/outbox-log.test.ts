import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { outboxTransport } from '../../src/features/mail/mailer.js';
import { verificationMail } from '../../src/features/mail/mail.templates.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

type Log = Parameters<typeof outboxTransport>[1];

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = await createDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

function recordingLog() {
  const lines: unknown[] = [];
  return { lines, log: { info: (...args: unknown[]) => void lines.push(args) } as unknown as Log };
}

const mail = verificationMail(
  new URL('https://plaza.example.com'),
  { email: 'kay@example.com', fullName: 'Kay' },
  'SECRET-TOKEN',
);

describe('the outbox transport', () => {
  it('keeps the mail and logs only its recipient and subject, never the text or its link', async () => {
    const { lines, log } = recordingLog();
    await outboxTransport(db, log)(mail);
    expect(JSON.stringify(lines)).not.toContain('SECRET-TOKEN');
    expect(lines).toEqual([[{ to: 'kay@example.com', subject: mail.subject }, expect.any(String)]]);
    const kept = await db.selectFrom('mail_outbox').selectAll().execute();
    expect(kept).toEqual([
      expect.objectContaining({
        to_address: 'kay@example.com',
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      }),
    ]);
  });
});
