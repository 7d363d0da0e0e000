import { api } from '@plaza/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInitialUser, insertUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
beforeEach(() => server.reset());
afterAll(() => server.close());

describe('GET /user/profile/:userName', () => {
  it("shows another user's public profile, case-insensitively, without their e-mail", async () => {
    const client = server.client();
    await createInitialUser(client);
    const { row } = await insertUser(server, { fullName: 'Grace Hopper', userName: 'grace_h' });
    const res = await client.call(api.profile.byUserName, { params: { userName: 'GRACE_H' } });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: row.id, fullName: 'Grace Hopper', userName: 'grace_h', displayPhoto: null });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(row.email);
    expect(text).not.toMatch(/password|argon/i);
  });

  it('answers USER_NOT_FOUND for an unknown username', async () => {
    const client = server.client();
    await createInitialUser(client);
    const res = await client.call(api.profile.byUserName, { params: { userName: 'nobody_here' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'USER_NOT_FOUND', error: 'User not found.' });
  });

  it('answers NOT_SIGNED_IN to a signed-out caller', async () => {
    await createInitialUser(server.client(), { userName: 'ada_first' });
    const res = await server.client().call(api.profile.byUserName, { params: { userName: 'ada_first' } });
    expect(res.status).toBe(401);
    expect(res.body).not.toHaveProperty('user');
  });
});
