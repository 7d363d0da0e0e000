import { api, LISTS, MAIL_RATE_LIMIT } from '@plaza/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/client.js';
import { createInitialUser, insertUser, registerUser } from '../support/factories.js';
import { outboxMailTo, outboxRows } from '../support/outbox.js';
import { useTestServer } from '../support/server.js';
import { tokenFromMail } from '../support/smtp.js';
import { newWallet, signNonce, walletRegistration } from '../wallet/support.js';

let admin: TestClient;
const server = useTestServer();
beforeEach(async () => {
  admin = server.client();
  await createInitialUser(admin);
});

const VERIFY_SUBJECT = 'Verify your e-mail address for Plaza';
const NOBODY = '00000000-0000-4000-8000-000000000000';
const countJobs = async () => (await server.db.selectFrom('jobs').select('id').execute()).length;
const verifyMails = async (to: string) =>
  (await outboxRows(server)).filter((m) => m.to === to && m.subject === VERIFY_SUBJECT);
const resend = (id: string, client = admin) => client.call(api.outgoingMail.resendVerification, { params: { id } });
const verifyByHand = (id: string, client = admin) => client.call(api.outgoingMail.verifyByHand, { params: { id } });
const login = (emailOrUserName: string, password: string) =>
  server.client().call(api.auth.login, { body: { emailOrUserName, password } });

describe('GET /admin/users/unverified', () => {
  it('lists the members who have not verified their address, newest first, with how they sign in', async () => {
    const first = await registerUser(server.client(), { fullName: 'First Person' });
    const second = await registerUser(server.client(), { fullName: 'Second Person' });
    await insertUser(server, { fullName: 'Verified Member' });
    const wallet = newWallet();
    const signed = await signNonce(server.client(), wallet);
    const walletUser = await server
      .client()
      .call(api.wallet.register, { body: walletRegistration(signed.walletAddress, signed.signature, 'w@example.com') });
    expect(walletUser.status).toBe(200);

    const res = await admin.call(api.outgoingMail.unverifiedUsers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, skip: 0, limit: LISTS.memberPage });
    expect(res.body.data.map((u) => [u.id, u.fullName, u.email, u.signIn])).toEqual([
      [walletUser.body.id, 'Satoshi Walletholder', 'w@example.com', 'wallet'],
      [second.id, 'Second Person', second.input.email, 'password'],
      [first.id, 'First Person', first.input.email, 'password'],
    ]);
    const page = await admin.call(api.outgoingMail.unverifiedUsers, { query: { skip: 2, limit: 1 } });
    expect(page.body).toMatchObject({ total: 3, skip: 2, limit: 1, data: [{ id: first.id }] });
  });

  it('is empty when everyone is verified', async () => {
    const res = await admin.call(api.outgoingMail.unverifiedUsers);
    expect(res.body).toEqual({ data: [], total: 0, limit: LISTS.memberPage, skip: 0 });
  });
});

describe('POST /admin/users/:id/resend-verification-mail', () => {
  it('mails a fresh link; the earlier one stops working and the new one verifies', async () => {
    const { input, id } = await registerUser(server.client());
    const first = tokenFromMail(await outboxMailTo(server, input.email, VERIFY_SUBJECT), 'verify-email');

    const res = await resend(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    await expect.poll(async () => (await verifyMails(input.email)).length).toBe(2);
    const second = tokenFromMail((await verifyMails(input.email))[0]!, 'verify-email');
    expect(second).not.toBe(first);

    const old = await server.client().call(api.account.verifyEmail, { body: { token: first, userName: 'katherine' } });
    expect(old.body.message).toBe('INVALID_VERIFICATION_TOKEN');
    const fresh = await server
      .client()
      .call(api.account.verifyEmail, { body: { token: second, userName: 'katherine' } });
    expect(fresh.status).toBe(200);
  });

  it('answers EMAIL_ALREADY_VERIFIED for a verified member and USER_NOT_FOUND for an unknown id, queuing nothing', async () => {
    const { row } = await insertUser(server);
    const verified = await resend(row.id);
    expect(verified.status).toBe(409);
    expect(verified.body).toEqual({
      statusCode: 409,
      message: 'EMAIL_ALREADY_VERIFIED',
      error: 'This member has already verified their e-mail address.',
    });
    const unknown = await resend(NOBODY);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('USER_NOT_FOUND');
    expect(await countJobs()).toBe(0);
  });

  it('answers 400 for an id that is not one', async () => {
    const res = await resend('nope');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['User id must be a valid id']);
  });

  it(`counts against the admin's mail allowance: after ${MAIL_RATE_LIMIT.sendsPerAccount} in an hour, the next is refused`, async () => {
    const { row } = await insertUser(server, { verified: false, userName: null });
    for (let i = 0; i < MAIL_RATE_LIMIT.sendsPerAccount; i++) expect((await resend(row.id)).status).toBe(200);
    const jobs = await countJobs();
    const refused = await resend(row.id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countJobs()).toBe(jobs);
  });
});

describe('POST /admin/users/:id/verify-email', () => {
  it('verifies a member, who then signs in with their e-mail and password and has a username made for them', async () => {
    const { input, id } = await registerUser(server.client(), { email: 'grace.hopper+plaza@example.com' });
    const link = tokenFromMail(await outboxMailTo(server, input.email, VERIFY_SUBJECT), 'verify-email');
    expect((await login(input.email, input.password)).body.message).toBe('MUST_VERIFY_EMAIL');

    const res = await verifyByHand(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, email: input.email, userName: 'grace_hopper' });

    const signedIn = await login(input.email, input.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id, userName: 'grace_hopper', emailVerified: true });
    expect((await login('grace_hopper', input.password)).status).toBe(200);
    // The link of the mail no longer works; the member is off the list.
    const old = await server.client().call(api.account.verifyEmail, { body: { token: link, userName: 'other_name' } });
    expect(old.body.message).toBe('INVALID_VERIFICATION_TOKEN');
    expect((await admin.call(api.outgoingMail.unverifiedUsers)).body.total).toBe(0);
  });

  it('numbers the username when the one made from the address is taken, and keeps one the member had', async () => {
    await insertUser(server, { userName: 'kay_smith' });
    const kay = await registerUser(server.client(), { email: 'kay.smith@example.com' });
    expect((await verifyByHand(kay.id)).body.userName).toBe('kay_smith_2');
    const named = await insertUser(server, { verified: false, userName: 'own_name' });
    expect((await verifyByHand(named.row.id)).body.userName).toBe('own_name');
  });

  it('lets a member who signed up with a wallet sign in with it', async () => {
    const client = server.client();
    const wallet = newWallet();
    const signed = await signNonce(client, wallet);
    const registered = await client.call(api.wallet.register, {
      body: walletRegistration(signed.walletAddress, signed.signature, 'satoshi@example.com'),
    });
    expect((await verifyByHand(registered.body.id)).body.userName).toBe('satoshi');
    const again = await signNonce(client, wallet);
    const res = await client.call(api.wallet.login, {
      body: { walletAddress: again.walletAddress, signature: again.signature },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: registered.body.id, emailVerified: true });
  });

  it('answers EMAIL_ALREADY_VERIFIED the second time and USER_NOT_FOUND for an unknown id, changing nothing', async () => {
    const { id } = await registerUser(server.client());
    expect((await verifyByHand(id)).status).toBe(200);
    const before = await server.db.selectFrom('users').selectAll().orderBy('id').execute();
    const again = await verifyByHand(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('EMAIL_ALREADY_VERIFIED');
    const unknown = await verifyByHand(NOBODY);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('USER_NOT_FOUND');
    const bad = await verifyByHand('nope');
    expect(bad.status).toBe(400);
    expect(await server.db.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
