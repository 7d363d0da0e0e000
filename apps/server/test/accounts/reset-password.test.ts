import { api } from '@plaza/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInitialUser, insertUser, registerUser } from '../support/factories.js';
import { TEST_APP_URL, useTestServer } from '../support/server.js';
import { startSmtpServer, tokenFromMail, type TestSmtpServer } from '../support/smtp.js';

let smtp: TestSmtpServer;
let admin: Awaited<ReturnType<typeof createInitialUser>>['input'];
beforeAll(async () => (smtp = await startSmtpServer()));
afterAll(() => smtp?.close());
const server = useTestServer(() => ({ config: { smtpUrl: smtp.url } }));
beforeEach(async () => {
  admin = (await createInitialUser(server.client())).input;
});

const countJobs = async () => (await server.db.selectFrom('jobs').select('id').execute()).length;
const login = (emailOrUserName: string, password: string) =>
  server.client().call(api.auth.login, { body: { emailOrUserName, password } });

/** Asks for a reset link and reads its token from the `count`-th mail to the address. */
async function forgot(email: string, count = 1) {
  const res = await server.client().call(api.account.requestResetPassword, { body: { email } });
  expect(res.body).toEqual({ success: true });
  return tokenFromMail(await smtp.waitForMail(email, { count }), 'reset-password');
}

describe('POST /auth/request-reset-password and PUT /auth/reset-password', () => {
  it('takes a forgotten password from the mail to a signed-in session and ends the others', async () => {
    const elsewhere = server.client();
    await elsewhere.call(api.auth.login, { body: { emailOrUserName: admin.email, password: admin.password } });

    const token = await forgot(admin.email.toUpperCase());
    const mail = await smtp.waitForMail(admin.email);
    expect(mail.subject).toBe('Reset your Plaza password');
    expect(mail.html).toContain(`href="${TEST_APP_URL}/reset-password/${token}"`);

    const visitor = server.client();
    const res = await visitor.call(api.account.resetPassword, { body: { password: 'brand-new-secret', token } });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(admin.email);
    expect(visitor.cookies.size).toBe(2);
    expect((await visitor.call(api.auth.retrieve)).body.email).toBe(admin.email);

    expect((await elsewhere.call(api.auth.retrieve)).body.message).toBe('INVALID_JWT');
    expect((await login(admin.userName, admin.password)).body.message).toBe('ERROR_USERNAME_OR_PASSWORD');
    expect((await login(admin.userName, 'brand-new-secret')).status).toBe(200);

    const again = await server.client().call(api.account.resetPassword, { body: { password: 'third-secret', token } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      statusCode: 400,
      message: 'INVALID_PASSWORD_RESET_TOKEN',
      error: 'This password reset link is invalid or has expired.',
    });
    expect(again.headers.getSetCookie()).toHaveLength(0);
  });

  it('answers alike for unknown addresses and accounts without a password, mailing nobody', async () => {
    const { row } = await insertUser(server, { password: null });
    for (const email of ['nobody@example.com', row.email]) {
      const res = await server.client().call(api.account.requestResetPassword, { body: { email } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    }
    expect(await countJobs()).toBe(0);
  });

  it('refuses an expired link and keeps the password', async () => {
    const token = await forgot(admin.email);
    await server.db
      .updateTable('user_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    const res = await server
      .client()
      .call(api.account.resetPassword, { body: { password: 'brand-new-secret', token } });
    expect(res.body.message).toBe('INVALID_PASSWORD_RESET_TOKEN');
    expect((await login(admin.email, admin.password)).status).toBe(200);
  });

  it('refuses a made-up token, a verification token and a superseded link', async () => {
    const { input } = await registerUser(server.client());
    const verification = tokenFromMail(await smtp.waitForMail(input.email), 'verify-email');
    const first = await forgot(admin.email);
    const second = await forgot(admin.email, 2);
    for (const token of ['made-up', verification, first]) {
      const res = await server
        .client()
        .call(api.account.resetPassword, { body: { password: 'brand-new-secret', token } });
      expect(res.body.message, token).toBe('INVALID_PASSWORD_RESET_TOKEN');
    }
    const ok = await server
      .client()
      .call(api.account.resetPassword, { body: { password: 'brand-new-secret', token: second } });
    expect(ok.status).toBe(200);
  });

  it('sets the password of an unverified account but asks for verification instead of signing in', async () => {
    const { input, id } = await registerUser(server.client());
    const token = await forgot(input.email, 2);
    const visitor = server.client();
    const res = await visitor.call(api.account.resetPassword, { body: { password: 'brand-new-secret', token } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'MUST_VERIFY_EMAIL', data: { userId: id } });
    expect(visitor.cookies.size).toBe(0);
    expect((await login(input.email, 'brand-new-secret')).body.message).toBe('MUST_VERIFY_EMAIL');
  });

  it('limits requests per e-mail address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await server.client().call(api.account.requestResetPassword, { body: { email: 'x@example.com' } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits requests per caller address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const body = { email: `someone-${i}@example.com` };
      statuses.push((await server.client().call(api.account.requestResetPassword, { body })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it.each([
    [{}, ['Email is required']],
    [{ email: 'not-an-address' }, ['Invalid email']],
  ])('answers 400 to a reset request of %o', async (body, messages) => {
    const res = await server.client().call(api.account.requestResetPassword, { body: body as { email: string } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(messages);
  });

  it.each([
    [{}, ['Password is required', 'Token is required']],
    [{ password: '12345', token: 'x' }, ['Password must be at least 6 characters long']],
  ])('answers 400 to a reset of %o and uses nothing up', async (body, messages) => {
    const token = await forgot(admin.email);
    const res = await server
      .client()
      .call(api.account.resetPassword, { body: body as { password: string; token: string } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(messages);
    const ok = await server.client().call(api.account.resetPassword, { body: { password: 'brand-new-secret', token } });
    expect(ok.status).toBe(200);
  });
});
