import { api, LISTS, type Endpoint } from '@plaza/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/client.js';
import { MANY_LOGINS, signedIn } from '../support/community.js';
import { createInitialUser, registerUser } from '../support/factories.js';
import { outboxMailTo, outboxRows } from '../support/outbox.js';
import { TEST_APP_URL, useTestServer } from '../support/server.js';
import { startSmtpServer, tokenFromMail, type TestSmtpServer } from '../support/smtp.js';

const server = useTestServer({ loginLimits: MANY_LOGINS });

const outbox = (client: TestClient, query: { skip?: number; limit?: number } = {}) =>
  client.call(api.outgoingMail.outbox, { query });

describe('GET /admin/mail/outbox without SMTP_URL', () => {
  it('shows the super admin every mail kept, with links that work, and that SMTP is not configured', async () => {
    const admin = server.client();
    await createInitialUser(admin);
    const { input } = await registerUser(server.client());
    await outboxMailTo(server, input.email);

    const res = await outbox(admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, skip: 0, limit: LISTS.memberPage, smtpConfigured: false });
    const [mail] = res.body.data;
    expect(mail).toMatchObject({ to: input.email, subject: 'Verify your e-mail address for Plaza' });
    expect(Date.parse(mail!.createdOn)).toBeLessThanOrEqual(Date.now());
    const token = tokenFromMail(mail!, 'verify-email');
    expect(mail!.html).toContain(`${TEST_APP_URL}/verify-email/${token}`);

    const verified = await server.client().call(api.account.verifyEmail, { body: { token, userName: 'from_outbox' } });
    expect(verified.status).toBe(200);
  });

  it('lists the newest mail first, a page at a time, counting them all', async () => {
    const admin = server.client();
    await createInitialUser(admin);
    const emails: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { input } = await registerUser(server.client());
      await outboxMailTo(server, input.email);
      emails.unshift(input.email);
    }
    const first = await outbox(admin, { limit: 2 });
    expect(first.body).toMatchObject({ total: 3, limit: 2, skip: 0 });
    expect(first.body.data.map((m) => m.to)).toEqual(emails.slice(0, 2));
    const rest = await outbox(admin, { limit: 2, skip: 2 });
    expect(rest.body.data.map((m) => m.to)).toEqual(emails.slice(2));
  });

  it.each([
    [{ limit: 0 }, ['This field must be bigger than or equal to 1']],
    [{ limit: LISTS.maxPageSize + 1 }, [`This field must be smaller than or equal to ${LISTS.maxPageSize}`]],
  ])('answers 400 to the paging %o', async (query, messages) => {
    const admin = server.client();
    await createInitialUser(admin);
    const res = await outbox(admin, query);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(messages);
  });

  it('forgets the payload of a sent job, which held the secret link', async () => {
    await createInitialUser(server.client());
    const { input } = await registerUser(server.client());
    await outboxMailTo(server, input.email);
    // The job writes the mail, then marks itself done in a statement of its own.
    await expect
      .poll(async () => (await server.db.selectFrom('jobs').select('done_at').execute()).map((j) => j.done_at), {
        timeout: 5000,
        interval: 25,
      })
      .toEqual([expect.any(Date)]);
    const jobs = await server.db.selectFrom('jobs').selectAll().execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'mail.send', attempts: 1, payload: {}, last_error: null });
    expect(jobs[0]!.done_at).toBeInstanceOf(Date);
    // toMatchObject takes any object for {}: the payload must be empty.
    expect(jobs[0]!.payload).toEqual({});
  });
});

describe('who may read the outbox and act on members', () => {
  const someone = '00000000-0000-4000-8000-000000000001';
  const calls: [string, (client: TestClient) => ReturnType<TestClient['call']>][] = [
    ['the outbox', (c) => c.call(api.outgoingMail.outbox as Endpoint)],
    ['the unverified members', (c) => c.call(api.outgoingMail.unverifiedUsers as Endpoint)],
    ['a resend', (c) => c.call(api.outgoingMail.resendVerification, { params: { id: someone } })],
    ['a verification by hand', (c) => c.call(api.outgoingMail.verifyByHand, { params: { id: someone } })],
  ];

  it.each(calls)('refuses %s to a signed-out caller and to a member who is not the super admin', async (_, send) => {
    await createInitialUser(server.client());
    const { input } = await registerUser(server.client());
    await outboxMailTo(server, input.email);
    const member = await signedIn(server);
    const before = { outbox: await outboxRows(server), jobs: await server.db.selectFrom('jobs').selectAll().execute() };

    const signedOut = await send(server.client());
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({
      statusCode: 401,
      message: 'NOT_SIGNED_IN',
      error: 'You not authorized to use this route',
    });
    const refused = await send(member.client);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ statusCode: 403, message: 'NOT_AUTHORIZED', error: 'You are not authorized.' });
    expect(JSON.stringify([signedOut.body, refused.body])).not.toContain(input.email);

    const users = await server.db.selectFrom('users').select(['id', 'email_verified_at']).execute();
    expect(users.filter((u) => u.email_verified_at === null)).toHaveLength(1);
    expect({
      outbox: await outboxRows(server),
      jobs: await server.db.selectFrom('jobs').selectAll().execute(),
    }).toEqual(before);
  });

  it('has no public list of mail any more, outside production too', async () => {
    expect(server.config.isProduction).toBe(false);
    await createInitialUser(server.client());
    const { input } = await registerUser(server.client());
    await outboxMailTo(server, input.email);
    for (const path of ['/v1/dev/mail', '/v1/dev/mail/']) {
      const res = await server.client().fetch(path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'ROUTE_NOT_FOUND' });
      expect(JSON.stringify(res.body)).not.toContain(input.email);
    }
  });
});

describe('GET /admin/mail/outbox with SMTP_URL', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => (smtp = await startSmtpServer()));
  afterAll(() => smtp?.close());
  const withSmtp = useTestServer(() => ({ config: { smtpUrl: smtp.url } }), { reset: false });

  it('says SMTP is configured, and keeps nothing: the mail went to the SMTP server', async () => {
    const admin = withSmtp.client();
    await createInitialUser(admin);
    const { input } = await registerUser(withSmtp.client());
    await smtp.waitForMail(input.email);
    const res = await outbox(admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], total: 0, limit: LISTS.memberPage, skip: 0, smtpConfigured: true });
  });
});
