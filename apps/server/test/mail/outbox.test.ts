import { api, type OutboxMail } from '@plaza/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInitialUser, registerUser } from '../support/factories.js';
import { startTestServer, TEST_APP_URL, type TestServer } from '../support/server.js';
import { tokenFromMail } from '../support/smtp.js';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
beforeEach(() => server.reset());
afterAll(() => server.close());

/** Polls the outbox until a mail to `to` shows up there. */
async function outboxMailTo(to: string): Promise<OutboxMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const res = await server.client().call(api.dev.mail);
    expect(res.status).toBe(200);
    const mail = res.body.find((m) => m.to === to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the mail outbox (no SMTP_URL)', () => {
  it('keeps every mail, readable at GET /dev/mail, with links that work', async () => {
    await createInitialUser(server.client());
    const { input } = await registerUser(server.client());
    const mail = await outboxMailTo(input.email);
    expect(mail).toMatchObject({ to: input.email, subject: 'Verify your e-mail address for Plaza' });
    expect(Date.parse(mail.createdOn)).toBeLessThanOrEqual(Date.now());
    const token = tokenFromMail(mail, 'verify-email');
    expect(mail.html).toContain(`${TEST_APP_URL}/verify-email/${token}`);

    const res = await server.client().call(api.account.verifyEmail, { body: { token, userName: 'from_outbox' } });
    expect(res.status).toBe(200);
  });

  it('lists the newest mail first', async () => {
    await createInitialUser(server.client());
    const first = await registerUser(server.client());
    await outboxMailTo(first.input.email);
    const second = await registerUser(server.client());
    await outboxMailTo(second.input.email);
    const list = (await server.client().call(api.dev.mail)).body;
    expect(list.map((m) => m.to)).toEqual([second.input.email, first.input.email]);
  });

  it('forgets the payload of a sent job, which held the secret link', async () => {
    await createInitialUser(server.client());
    const { input } = await registerUser(server.client());
    await outboxMailTo(input.email);
    const jobs = await server.db.selectFrom('jobs').selectAll().execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'mail.send', attempts: 1, payload: {}, last_error: null });
    expect(jobs[0]!.done_at).toBeInstanceOf(Date);
  });
});

describe('GET /dev/mail in production', () => {
  let production: TestServer;
  beforeAll(async () => (production = await startTestServer({ config: { isProduction: true } })));
  afterAll(() => production?.close());

  it('answers ROUTE_NOT_FOUND', async () => {
    const res = await production.client().call(api.dev.mail);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'ROUTE_NOT_FOUND' });
  });
});
