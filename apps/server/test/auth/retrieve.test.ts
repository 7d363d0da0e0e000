import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { createInitialUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

describe('POST /auth/retrieve', () => {
  it('asks for the initial user while nobody exists', async () => {
    const res = await server.client().call(api.auth.retrieve);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('INITIAL_USER_REQUIRED');
    expect(res.body.error).toBe('You need to set the initial super admin user.');
  });

  it('answers NOT_SIGNED_IN without a session once set up', async () => {
    await createInitialUser(server.client());
    const res = await server.client().call(api.auth.retrieve);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      statusCode: 401,
      message: 'NOT_SIGNED_IN',
      error: 'You not authorized to use this route',
    });
  });

  it('returns the signed-in user from the cookie', async () => {
    const client = server.client();
    const { user } = await createInitialUser(client);
    const res = await client.call(api.auth.retrieve);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(user);
  });

  it('accepts the access token as a Bearer header', async () => {
    const client = server.client();
    const { user } = await createInitialUser(client);
    const token = client.cookies.get('PLAZA_TEST_ACCESS_TOKEN')!;
    const res = await server.client().call(api.auth.retrieve, {}, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
  });

  it('answers INVALID_JWT for a forged or tampered token, and leaks nothing', async () => {
    const client = server.client();
    await createInitialUser(client);
    const token = client.cookies.get('PLAZA_TEST_ACCESS_TOKEN')!;
    const tampered = `${token.slice(0, -4)}AAAA`;
    const res = await server.client().call(api.auth.retrieve, {}, { headers: { authorization: `Bearer ${tampered}` } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('INVALID_JWT');
    expect(res.body).not.toHaveProperty('user');
  });
});
