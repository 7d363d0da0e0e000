import { api } from '@plaza/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInitialUser, registerUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { freePort, smtpUrlFor, startSmtpServer, tokenFromMail, type TestSmtpServer } from '../support/smtp.js';

let port: number;
let smtp: TestSmtpServer | null = null;
beforeAll(async () => (port = await freePort()));
afterAll(() => smtp?.close());
const server = useTestServer(() => ({ config: { smtpUrl: smtpUrlFor(port) } }), { reset: false });

describe('mail delivery when the mail server is briefly down', () => {
  it('answers the request at once, retries, and delivers once the server is back', async () => {
    await createInitialUser(server.client());
    const { input } = await registerUser(server.client());

    // Nothing listens on the port yet: the job fails and is retried with backoff.
    const failed = await vi.waitFor(
      async () => {
        const job = await server.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
        expect(job.attempts).toBeGreaterThanOrEqual(2);
        return job;
      },
      { timeout: 15_000, interval: 25 },
    );
    expect(failed.done_at).toBeNull();
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer(port);
    const mail = await smtp.waitForMail(input.email);
    const done = await vi.waitFor(
      async () => {
        const job = await server.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
        expect(job.done_at).not.toBeNull();
        return job;
      },
      { timeout: 15_000, interval: 25 },
    );
    expect(done.last_error).toBeNull();
    expect(smtp.mails).toHaveLength(1);

    const token = tokenFromMail(mail, 'verify-email');
    const res = await server.client().call(api.account.verifyEmail, { body: { token, userName: 'patient_one' } });
    expect(res.status).toBe(200);
  });
});
