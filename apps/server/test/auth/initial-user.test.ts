import { api } from '@plaza/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PASSWORD_HASH_COSTS, setPasswordHashCostsForTests } from '../../src/features/auth/passwords.js';
import { UserRepository } from '../../src/features/users/user.repository.js';
import { createInitialUser, initialUserInput } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { TEST_PASSWORD_HASH_COSTS } from '../support/setup.js';

const server = useTestServer();

const userCount = () => new UserRepository(server.db).count();

describe('POST /auth/initial-user', () => {
  it('creates the super admin, signs them in with HttpOnly cookies and returns the user', async () => {
    const client = server.client();
    const input = initialUserInput({ email: 'Ada@Example.com' });
    const res = await client.call(api.auth.initialUser, { body: input });

    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      fullName: input.fullName,
      userName: input.userName,
      email: 'ada@example.com',
      isSuperAdmin: true,
      emailVerified: true,
      displayPhoto: null,
    });
    expect(res.body.accessToken).toMatch(/^ey/);
    expect(res.body.refreshToken.length).toBeGreaterThan(30);
    expect(JSON.stringify(res.body)).not.toContain('password');
    const setCookies = res.headers.getSetCookie();
    expect(setCookies).toHaveLength(2);
    for (const cookie of setCookies) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=2592000/);
    }
    expect([...client.cookies.keys()].sort()).toEqual(['PLAZA_TEST_ACCESS_TOKEN', 'PLAZA_TEST_REFRESH_ACCESS_TOKEN']);

    const retrieved = await client.call(api.auth.retrieve);
    expect(retrieved.status).toBe(200);
    expect(retrieved.body.id).toBe(res.body.user.id);
  });

  it("stores the password hashed with argon2id at OWASP's costs, and signs in with it", async () => {
    // The other tests hash at the cheapest costs (test/support/setup.ts); this one uses production's.
    setPasswordHashCostsForTests(PASSWORD_HASH_COSTS);
    onTestFinished(() => setPasswordHashCostsForTests(TEST_PASSWORD_HASH_COSTS));
    const { user, input } = await createInitialUser(server.client());
    const row = await new UserRepository(server.db).findById(user.id);
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain(input.password);
    const login = await server
      .client()
      .call(api.auth.login, { body: { emailOrUserName: input.userName, password: input.password } });
    expect(login.status).toBe(200);
  });

  it('is refused once a user exists, and writes nothing', async () => {
    await createInitialUser(server.client());
    const second = await server.client().call(api.auth.initialUser, { body: initialUserInput() });
    expect(second.status).toBe(403);
    expect(second.body).toEqual({
      statusCode: 403,
      message: 'INITIAL_USER_SPECIFIED',
      error: 'Initial user has been specified already.',
    });
    expect(second.headers.getSetCookie()).toHaveLength(0);
    expect(await userCount()).toBe(1);
  });

  it('creates exactly one admin when two first-run requests race', async () => {
    const [a, b] = await Promise.all([
      server.client().call(api.auth.initialUser, { body: initialUserInput() }),
      server.client().call(api.auth.initialUser, { body: initialUserInput() }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    expect(await userCount()).toBe(1);
  });

  it.each([
    [{ fullName: '' }, 'Full name is required'],
    [{ userName: 'short' }, 'Username must be at least 6 characters long'],
    [{ userName: 'has space!' }, "Invalid user name: it may contain only alphanumeric characters and '_'"],
    [{ userName: 'a'.repeat(17) }, 'Username: Please enter up to 16 characters long'],
    [{ email: 'not-an-email' }, 'Invalid email'],
    [{ password: '12345' }, 'Password must be at least 6 characters long'],
    [{ password: 123456 }, 'Password must be text'],
  ])('answers 400 for %o and writes nothing', async (override, message) => {
    const res = await server.client().call(api.auth.initialUser, {
      body: { ...initialUserInput(), ...override } as ReturnType<typeof initialUserInput>,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([message]);
    expect(await userCount()).toBe(0);
  });

  it('lists every missing field', async () => {
    const res = await server.client().call(api.auth.initialUser, { body: {} as ReturnType<typeof initialUserInput> });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([
      'Full name is required',
      'Username is required',
      'Email is required',
      'Password is required',
    ]);
    expect(await userCount()).toBe(0);
  });
});
