import { api } from '@plaza/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UserRepository } from '../../src/features/users/user.repository.js';
import { createInitialUser, registerUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { startSmtpServer, tokenFromMail, type TestSmtpServer } from '../support/smtp.js';

let smtp: TestSmtpServer;
let adminUserName: string;
beforeAll(async () => (smtp = await startSmtpServer()));
afterAll(() => smtp?.close());
const server = useTestServer(() => ({ config: { smtpUrl: smtp.url } }));
beforeEach(async () => {
  adminUserName = (await createInitialUser(server.client())).input.userName;
});

/** Signs up and follows the mail to the token of its verification link. */
async function signUpAndReadMail() {
  const registered = await registerUser(server.client());
  const token = tokenFromMail(await smtp.waitForMail(registered.input.email), 'verify-email');
  return { ...registered, token };
}

const verify = (token: string, userName: string) =>
  server.client().call(api.account.verifyEmail, { body: { token, userName } });

describe('POST /auth/verify-email', () => {
  it('takes a sign-up from the mail to the first sign-in', async () => {
    const visitor = server.client();
    const { input } = await registerUser(visitor);
    const early = await visitor.call(api.auth.login, {
      body: { emailOrUserName: input.email, password: input.password },
    });
    expect(early.body.message).toBe('MUST_VERIFY_EMAIL');

    const token = tokenFromMail(await smtp.waitForMail(input.email), 'verify-email');
    const taken = await visitor.call(api.account.verifyEmail, {
      body: { token, userName: adminUserName.toUpperCase() },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('USERNAME_ALREADY_TAKEN');

    const verified = await visitor.call(api.account.verifyEmail, { body: { token, userName: 'Katherine_J' } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ email: input.email });
    // Verifying does not sign in (spec 01 §4: sign up, verify, then sign in).
    expect(verified.headers.getSetCookie()).toHaveLength(0);
    expect((await visitor.call(api.auth.retrieve)).status).toBe(401);

    const login = await visitor.call(api.auth.login, {
      body: { emailOrUserName: 'katherine_j', password: input.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ userName: 'Katherine_J', email: input.email, emailVerified: true });
    expect((await visitor.call(api.auth.retrieve)).body.userName).toBe('Katherine_J');
  });

  it('uses a link once', async () => {
    const { token } = await signUpAndReadMail();
    expect((await verify(token, 'first_try')).status).toBe(200);
    const again = await verify(token, 'second_try');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      statusCode: 400,
      message: 'INVALID_VERIFICATION_TOKEN',
      error: 'This verification link is invalid or has expired.',
    });
    expect(await new UserRepository(server.db).userNameExists('second_try')).toBe(false);
  });

  it('refuses an expired link and leaves the account unverified', async () => {
    const { token, id } = await signUpAndReadMail();
    await server.db
      .updateTable('user_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    const res = await verify(token, 'too_late');
    expect(res.body.message).toBe('INVALID_VERIFICATION_TOKEN');
    const row = await new UserRepository(server.db).findById(id);
    expect(row).toMatchObject({ user_name: null, email_verified_at: null });
  });

  it('refuses a made-up token and a password-reset token', async () => {
    const { input } = await signUpAndReadMail();
    expect((await verify('made-up-token', 'someone')).body.message).toBe('INVALID_VERIFICATION_TOKEN');

    await server.client().call(api.account.requestResetPassword, { body: { email: input.email } });
    const reset = tokenFromMail(await smtp.waitForMail(input.email, { count: 2 }), 'reset-password');
    expect((await verify(reset, 'someone')).body.message).toBe('INVALID_VERIFICATION_TOKEN');
  });

  it('keeps the link usable after a refused username', async () => {
    const { token } = await signUpAndReadMail();
    expect((await verify(token, adminUserName)).body.message).toBe('USERNAME_ALREADY_TAKEN');
    expect((await verify(token, 'another_name')).status).toBe(200);
  });

  it.each([
    [{}, ['Token is required', 'Username is required']],
    [{ token: 'x', userName: 'abc' }, ['Username must be at least 4 characters long']],
    [{ token: 'x', userName: 'a'.repeat(17) }, ['Username: Please enter up to 16 characters long']],
    [{ token: 'x', userName: 'kj.one' }, ["Invalid user name: it may contain only alphanumeric characters and '_'"]],
  ])('answers 400 for %o and uses nothing up', async (body, messages) => {
    const { token } = await signUpAndReadMail();
    const res = await server
      .client()
      .call(api.account.verifyEmail, { body: body as { token: string; userName: string } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(messages);
    expect((await verify(token, 'still_works')).status).toBe(200);
  });
});
