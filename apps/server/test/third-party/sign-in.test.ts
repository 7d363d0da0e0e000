import { api } from '@plaza/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { startOidcServer, type TestOidcServer } from './oidc-server.js';
import { REDIRECT_URIS, login, signInAtProvider, withProvider } from './support.js';

let oidc: TestOidcServer;
beforeAll(async () => (oidc = await startOidcServer(REDIRECT_URIS)));
afterAll(() => oidc?.close());
const server = useTestServer(() => withProvider(oidc));
beforeEach(async () => {
  oidc.accounts.clear();
  oidc.tamper = false;
});

describe('third-party sign-in', () => {
  it('lists the configured providers', async () => {
    const res = await server.client().call(api.thirdParty.providers);
    expect(res.body).toEqual({ providers: ['google', 'apple'] });
  });

  it('gives a new user a profile token; completing the profile signs them in; next time they are signed in', async () => {
    oidc.accounts.set('g-1', { email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' });
    const browser = server.client();
    const first = await login(browser, 'google', await signInAtProvider(browser, 'google', 'g-1'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'profileRequired', email: 'ada@example.com', fullName: 'Ada Lovelace' });
    expect(first.headers.getSetCookie().some((c) => c.startsWith('plaza_test_access'))).toBe(false);
    if (first.body.status !== 'profileRequired') throw new Error('expected a profile token');

    const done = await browser.call(api.thirdParty.completeProfile, {
      body: { token: first.body.token, userName: 'ada_l' },
    });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ userName: 'ada_l', email: 'ada@example.com', fullName: 'Ada Lovelace' });
    expect((await browser.call(api.auth.retrieve)).body.userName).toBe('ada_l');

    const again = server.client();
    const second = await login(again, 'google', await signInAtProvider(again, 'google', 'g-1'));
    expect(second.body).toMatchObject({ status: 'signedIn', user: { id: done.body.user.id } });
    expect((await again.call(api.auth.retrieve)).body.id).toBe(done.body.user.id);
  });

  it('signs in the verified account whose e-mail the provider vouches for, and links it', async () => {
    const { row } = await insertUser(server, { verified: true });
    oidc.accounts.set('g-2', { email: row.email.toUpperCase(), email_verified: true, name: 'Someone' });
    const browser = server.client();
    const res = await login(browser, 'google', await signInAtProvider(browser, 'google', 'g-2'));
    expect(res.body).toMatchObject({ status: 'signedIn', user: { id: row.id } });
    const link = await server.db.selectFrom('user_identities').selectAll().executeTakeFirstOrThrow();
    expect(link).toMatchObject({ provider: 'google', subject: 'g-2', user_id: row.id });
  });

  it("takes Apple's form_post reply through the server back to the web page", async () => {
    oidc.accounts.set('a-1', { email: 'grace@example.com', email_verified: true, name: 'Grace Hopper' });
    const browser = server.client();
    const res = await login(browser, 'apple', await signInAtProvider(browser, 'apple', 'a-1'));
    expect(res.body).toMatchObject({ status: 'profileRequired', email: 'grace@example.com' });
  });

  it("names a new Apple user from Apple's first reply when the ID token has no name", async () => {
    oidc.accounts.set('a-2', { email: 'kath@example.com', email_verified: true, name: '' });
    const browser = server.client();
    const user = JSON.stringify({ name: { firstName: 'Katherine', lastName: 'Johnson' }, email: 'kath@example.com' });
    const answer = await signInAtProvider(browser, 'apple', 'a-2', { appleUser: user });
    expect(answer.fullName).toBe('Katherine Johnson');
    const res = await login(browser, 'apple', answer);
    expect(res.body).toMatchObject({ status: 'profileRequired', fullName: 'Katherine Johnson' });
  });

  it("ignores an Apple user field that is not Apple's shape, and falls back to the e-mail's name", async () => {
    oidc.accounts.set('a-3', { email: 'dorothy@example.com', email_verified: true, name: '' });
    const browser = server.client();
    const answer = await signInAtProvider(browser, 'apple', 'a-3', { appleUser: '{not json' });
    expect(answer.fullName).toBeUndefined();
    const res = await login(browser, 'apple', answer);
    expect(res.body).toMatchObject({ status: 'profileRequired', fullName: 'dorothy' });
  });

  it("prefers the ID token's name to a name sent with the code", async () => {
    oidc.accounts.set('g-5', { email: 'mary@example.com', email_verified: true, name: 'Mary Jackson' });
    const browser = server.client();
    const answer = await signInAtProvider(browser, 'google', 'g-5');
    const res = await login(browser, 'google', { ...answer, fullName: 'Somebody Else' });
    expect(res.body).toMatchObject({ status: 'profileRequired', fullName: 'Mary Jackson' });
  });

  it('hands back the page of this site the browser asked to return to, and only such a page', async () => {
    oidc.accounts.set('g-6', { email: 'annie@example.com', email_verified: true, name: 'Annie Easley' });
    const first = server.client();
    const asked = await login(
      first,
      'google',
      await signInAtProvider(first, 'google', 'g-6', { next: '/contacts?x=1' }),
    );
    expect(asked.body).toMatchObject({ status: 'profileRequired', next: '/contacts?x=1' });

    for (const elsewhere of ['//evil.example/', '/\\evil.example', 'https://evil.example/']) {
      const browser = server.client();
      const res = await login(browser, 'google', await signInAtProvider(browser, 'google', 'g-6', { next: elsewhere }));
      expect(res.body.status).toBe('profileRequired');
      expect(res.body).not.toHaveProperty('next');
    }
  });

  it('completing a profile keeps the token when the username is taken, then uses it up once', async () => {
    await insertUser(server, { userName: 'taken_name' });
    oidc.accounts.set('g-3', { email: 'new@example.com', email_verified: true, name: 'New One' });
    const browser = server.client();
    const first = await login(browser, 'google', await signInAtProvider(browser, 'google', 'g-3'));
    if (first.body.status !== 'profileRequired') throw new Error('expected a profile token');
    const { token } = first.body;
    const complete = (userName: string) => browser.call(api.thirdParty.completeProfile, { body: { token, userName } });
    expect((await complete('Taken_Name')).body.message).toBe('USERNAME_ALREADY_TAKEN');
    expect((await complete('fresh_name')).status).toBe(200);
    const reused = await complete('other_name');
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('THIRD_PARTY_AUTH_ERROR');
  });

  it('refuses an expired profile token', async () => {
    oidc.accounts.set('g-4', { email: 'late@example.com', email_verified: true, name: 'Late' });
    const browser = server.client();
    const first = await login(browser, 'google', await signInAtProvider(browser, 'google', 'g-4'));
    if (first.body.status !== 'profileRequired') throw new Error('expected a profile token');
    await server.db
      .updateTable('third_party_signups')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const res = await browser.call(api.thirdParty.completeProfile, {
      body: { token: first.body.token, userName: 'late_one' },
    });
    expect(res.body.message).toBe('THIRD_PARTY_AUTH_ERROR');
  });
});
