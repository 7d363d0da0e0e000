import { api } from '@plaza/contract';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/features/auth/passwords.js';
import { UserRepository } from '../../src/features/users/user.repository.js';
import type { TestClient } from './client.js';
import type { TestServer } from './server.js';

const unique = () => randomBytes(4).toString('hex');

export function initialUserInput(
  overrides: Partial<{ fullName: string; userName: string; email: string; password: string }> = {},
) {
  const id = unique();
  return {
    fullName: 'Ada Lovelace',
    userName: `ada_${id}`,
    email: `ada-${id}@example.com`,
    password: 'correct-horse',
    ...overrides,
  };
}

/** Runs the first-run flow through HTTP; the client ends up signed in as the super admin. */
export async function createInitialUser(client: TestClient, overrides: Parameters<typeof initialUserInput>[0] = {}) {
  const input = initialUserInput(overrides);
  const result = await client.call(api.auth.initialUser, { body: input });
  if (result.status !== 200) throw new Error(`initial user failed: ${JSON.stringify(result.body)}`);
  return { input, user: result.body.user };
}

/** Inserts a user directly: for states the API cannot create yet (unverified, no password). */
export async function insertUser(
  server: Pick<TestServer, 'db'>,
  overrides: Partial<{
    fullName: string;
    userName: string | null;
    email: string;
    password: string | null;
    verified: boolean;
  }> = {},
) {
  const id = unique();
  const password = overrides.password === undefined ? 'password-123' : overrides.password;
  const row = await new UserRepository(server.db).insert({
    full_name: overrides.fullName ?? 'Grace Hopper',
    user_name: overrides.userName === undefined ? `grace_${id}` : overrides.userName,
    email: overrides.email ?? `grace-${id}@example.com`,
    password_hash: password === null ? null : await hashPassword(password),
    email_verified_at: overrides.verified === false ? null : new Date(),
  });
  return { row, password };
}

export function registrationInput(
  overrides: Partial<{ fullName: string; email: string; password: string; password1: string; next: string }> = {},
) {
  const id = unique();
  const password = overrides.password ?? 'sign-up-secret';
  return { fullName: 'Katherine Johnson', email: `kj-${id}@example.com`, password, password1: password, ...overrides };
}

/** Signs up through HTTP; the account stays unverified until its link is followed. */
export async function registerUser(client: TestClient, overrides: Parameters<typeof registrationInput>[0] = {}) {
  const input = registrationInput(overrides);
  const result = await client.call(api.account.register, { body: input });
  if (result.status !== 200) throw new Error(`register failed: ${JSON.stringify(result.body)}`);
  return { input, id: result.body.id };
}
