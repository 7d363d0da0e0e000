import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { UserRepository } from '../../src/features/users/user.repository.js';
import { createInitialUser } from '../support/factories.js';
import type { TestClient } from '../support/client.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const login = (client: TestClient, emailOrUserName: string, password: string) =>
  client.call(api.auth.login, { body: { emailOrUserName, password } });

async function signedIn() {
  const client = server.client();
  const { input, user } = await createInitialUser(client);
  return { client, input, user };
}

const passwordHash = async (id: string) => (await new UserRepository(server.db).findById(id))!.password_hash;

describe('PUT /auth/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { client, input } = await signedIn();
    const other = server.client();
    await login(other, input.email, input.password);

    const res = await client.call(api.account.changePassword, {
      body: { currentPassword: input.password, newPassword: 'new-secret-1', confirmNewPassword: 'new-secret-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await client.call(api.auth.retrieve)).status).toBe(200);
    expect((await other.call(api.auth.retrieve)).body.message).toBe('INVALID_JWT');
    expect((await login(server.client(), input.email, input.password)).body.message).toBe('ERROR_USERNAME_OR_PASSWORD');
    expect((await login(server.client(), input.email, 'new-secret-1')).status).toBe(200);
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'not-it', newPassword: 'new-secret-1', confirmNewPassword: 'new-secret-1' },
      'CURRENT_PASSWORD_NOT_CORRECT',
      'Current password is not correct.',
    ],
    [
      'a confirmation that differs',
      { newPassword: 'new-secret-1', confirmNewPassword: 'new-secret-2' },
      'PASSWORDS_NOT_MATCH',
      'Passwords do not match.',
    ],
  ])('refuses %s and keeps the password', async (_, body, code, text) => {
    const { client, input, user } = await signedIn();
    const before = await passwordHash(user.id);
    const res = await client.call(api.account.changePassword, { body: { currentPassword: input.password, ...body } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: code, error: text });
    expect(await passwordHash(user.id)).toBe(before);
  });

  it('answers USER_DIDNT_REGISTER_WITH_PASSWORD for an account without a password', async () => {
    const { client, user } = await signedIn();
    await server.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
    const res = await client.call(api.account.changePassword, {
      body: { currentPassword: 'anything', newPassword: 'new-secret-1', confirmNewPassword: 'new-secret-1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('USER_DIDNT_REGISTER_WITH_PASSWORD');
    expect(await passwordHash(user.id)).toBeNull();
  });

  it('refuses a signed-out caller', async () => {
    await createInitialUser(server.client());
    const res = await server.client().call(api.account.changePassword, {
      body: { currentPassword: 'whatever', newPassword: 'new-secret-1', confirmNewPassword: 'new-secret-1' },
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('NOT_SIGNED_IN');
  });

  it.each([
    [{}, ['Current password is required', 'New password is required', 'Confirm new password is required']],
    [
      { currentPassword: 'x', newPassword: '12345', confirmNewPassword: '12345' },
      ['New password must be at least 6 characters long', 'Confirm new password must be at least 6 characters long'],
    ],
  ])('answers 400 for %o and keeps the password', async (body, messages) => {
    const { client, user } = await signedIn();
    const before = await passwordHash(user.id);
    const res = await client.call(api.account.changePassword, {
      body: body as { currentPassword: string; newPassword: string; confirmNewPassword: string },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(messages);
    expect(await passwordHash(user.id)).toBe(before);
  });
});
