import { api } from '@plaza/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/features/auth/tokens.js';
import { UserRepository } from '../../src/features/users/user.repository.js';
import { createInitialUser, registerUser, registrationInput } from '../support/factories.js';
import { TEST_APP_URL, useTestServer } from '../support/server.js';
import { startSmtpServer, tokenFromMail, type TestSmtpServer } from '../support/smtp.js';

let smtp: TestSmtpServer;
beforeAll(async () => (smtp = await startSmtpServer()));
afterAll(() => smtp?.close());
const server = useTestServer(() => ({ config: { smtpUrl: smtp.url } }));
beforeEach(async () => {
  await createInitialUser(server.client());
});

const countUsers = () => new UserRepository(server.db).count();
const countJobs = async () => (await server.db.selectFrom('jobs').select('id').execute()).length;

describe('POST /auth/register', () => {
  it('creates an unverified account without a username and mails a verification link', async () => {
    const { input, id } = await registerUser(server.client());

    const row = await new UserRepository(server.db).findById(id);
    expect(row).toMatchObject({ email: input.email, full_name: input.fullName, user_name: null });
    expect(row!.email_verified_at).toBeNull();
    expect(row!.password_hash).not.toContain(input.password);

    const mail = await smtp.waitForMail(input.email);
    expect(mail.subject).toBe('Verify your e-mail address for Plaza');
    expect(mail.headers.get('from')).toContain('no-reply@plaza.test');
    const token = tokenFromMail(mail, 'verify-email');
    expect(mail.text).toContain(`${TEST_APP_URL}/verify-email/${token}`);
    expect(mail.html).toContain(`href="${TEST_APP_URL}/verify-email/${token}"`);

    // Only the token's hash is kept, for 48 hours.
    const tokens = await server.db.selectFrom('user_tokens').selectAll().execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ user_id: id, purpose: 'verify_email', token_hash: hashToken(token) });
    const hours = (tokens[0]!.expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
  });

  it('carries the page to come back to in the mailed link', async () => {
    const next = '/invite?from=ada';
    const { input } = await registerUser(server.client(), { next });
    const mail = await smtp.waitForMail(input.email);
    const token = tokenFromMail(mail, 'verify-email');
    const link = `${TEST_APP_URL}/verify-email/${token}?next=${encodeURIComponent(next)}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', 'invite'])(
    'refuses %s as the page to come back to, and writes nothing',
    async (next) => {
      const res = await server.client().call(api.account.register, { body: registrationInput({ next }) });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(['Next must be a page of this site']);
      expect([await countUsers(), await countJobs()]).toEqual([1, 0]);
    },
  );

  it('refuses sign-in until the e-mail is verified', async () => {
    const { input, id } = await registerUser(server.client());
    const res = await server.client().call(api.auth.login, {
      body: { emailOrUserName: input.email, password: input.password },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'MUST_VERIFY_EMAIL', data: { userId: id } });
  });

  it('answers USER_ALREADY_REGISTERED for a taken e-mail, whatever its case, and writes nothing', async () => {
    const { input } = await registerUser(server.client());
    await smtp.waitForMail(input.email);
    const [users, jobs] = [await countUsers(), await countJobs()];
    const res = await server.client().call(api.account.register, {
      body: registrationInput({ email: input.email.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'USER_ALREADY_REGISTERED',
      error: 'Specified email address already registered!',
    });
    expect([await countUsers(), await countJobs()]).toEqual([users, jobs]);
  });

  it.each([
    [{}, ['Full name is required', 'Email is required', 'Password is required', 'Confirm password is required']],
    [{ email: 'not-an-address' }, ['Invalid email']],
    [
      { password: '12345', password1: '12345' },
      ['Password must be at least 6 characters long', 'Confirm password must be at least 6 characters long'],
    ],
    [{ password1: 'something-else' }, ['Passwords do not match']],
    [{ fullName: 'K'.repeat(65) }, ['Full name: Please enter up to 64 characters long']],
  ])('answers 400 for %o and writes nothing', async (overrides, messages) => {
    const body = Object.keys(overrides).length ? registrationInput(overrides) : {};
    const res = await server
      .client()
      .call(api.account.register, { body: body as ReturnType<typeof registrationInput> });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(messages);
    expect([await countUsers(), await countJobs()]).toEqual([1, 0]);
  });

  it('answers INITIAL_USER_REQUIRED while the first-run setup is pending', async () => {
    await server.reset();
    const res = await server.client().call(api.account.register, { body: registrationInput() });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('INITIAL_USER_REQUIRED');
    expect(await countUsers()).toBe(0);
  });
});

describe('POST /auth/resend-verification-mail/:id', () => {
  it('mails a new link, and only the newest link works', async () => {
    const { input, id } = await registerUser(server.client());
    const first = tokenFromMail(await smtp.waitForMail(input.email), 'verify-email');

    const res = await server.client().call(api.account.resendVerificationMail, { params: { id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const second = tokenFromMail(await smtp.waitForMail(input.email, { count: 2 }), 'verify-email');
    expect(second).not.toBe(first);

    const old = await server.client().call(api.account.verifyEmail, { body: { token: first, userName: 'katherine' } });
    expect(old.body.message).toBe('INVALID_VERIFICATION_TOKEN');
    const fresh = await server
      .client()
      .call(api.account.verifyEmail, { body: { token: second, userName: 'katherine' } });
    expect(fresh.status).toBe(200);
  });

  it('answers alike for an unknown id and a verified user, sending nothing', async () => {
    const admin = (await server.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    for (const id of [admin, '00000000-0000-4000-8000-000000000000']) {
      const res = await server.client().call(api.account.resendVerificationMail, { params: { id } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    }
    expect(await countJobs()).toBe(0);
  });

  it('limits resends per user id, known or not', async () => {
    const { id } = await registerUser(server.client());
    for (const target of [id, '00000000-0000-4000-8000-000000000001']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await server.client().call(api.account.resendVerificationMail, { params: { id: target } })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it('carries the page to come back to in the new link', async () => {
    const { input, id } = await registerUser(server.client());
    await smtp.waitForMail(input.email);
    const query = { next: '/invite?from=ada' };
    const res = await server.client().call(api.account.resendVerificationMail, { params: { id }, query });
    expect(res.status).toBe(200);
    const mail = await smtp.waitForMail(input.email, { count: 2 });
    const token = tokenFromMail(mail, 'verify-email');
    expect(mail.text).toContain(`${TEST_APP_URL}/verify-email/${token}?next=${encodeURIComponent(query.next)}`);
  });

  it('answers 400 for a page to come back to of another site, sending nothing', async () => {
    const { input, id } = await registerUser(server.client());
    await smtp.waitForMail(input.email);
    const jobs = await countJobs();
    const query = { next: '//evil.example/' };
    const res = await server.client().call(api.account.resendVerificationMail, { params: { id }, query });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['Next must be a page of this site']);
    expect(await countJobs()).toBe(jobs);
  });

  it('answers 400 for an id that is not one', async () => {
    const res = await server.client().call(api.account.resendVerificationMail, { params: { id: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['User id must be a valid id']);
  });
});

describe('POST /user/user-name-check', () => {
  it('tells whether a username is taken, case-insensitively', async () => {
    const admin = await server.db.selectFrom('users').select('user_name').executeTakeFirstOrThrow();
    const taken = await server
      .client()
      .call(api.user.userNameCheck, { body: { userName: admin.user_name!.toUpperCase() } });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ exists: true, userName: admin.user_name!.toUpperCase() });
    const free = await server.client().call(api.user.userNameCheck, { body: { userName: 'free_name' } });
    expect(free.body).toEqual({ exists: false, userName: 'free_name' });
  });

  it.each([
    [{}, ['Username is required']],
    [{ userName: 'abc' }, ['Username must be at least 4 characters long']],
    [{ userName: 'no-dashes' }, ["Invalid user name: it may contain only alphanumeric characters and '_'"]],
  ])('answers 400 for %o', async (body, messages) => {
    const res = await server.client().call(api.user.userNameCheck, { body: body as { userName: string } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(messages);
  });
});
