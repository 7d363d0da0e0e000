import { API_KEY_HEADER, API_SECRET_HEADER, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.js';
import { adminWithCredentials, keyHeaders } from './support.js';

const server = useTestServer();

const retrieveWith = (headers: Record<string, string>) => server.client().call(api.auth.retrieve, {}, { headers });

function expectInvalid(res: { status: number; body: { message?: unknown; user?: unknown } }) {
  expect(res.status).toBe(401);
  expect(res.body.message).toBe('INVALID_AUTH_CLIENT_CREDENTIALS');
  expect(res.body).not.toHaveProperty('user');
}

describe('calling the API with a key and secret', () => {
  it('acts as the owner: POST /auth/retrieve answers their user, without cookies', async () => {
    const { user, pair } = await adminWithCredentials(server);
    const res = await retrieveWith(keyHeaders(pair));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(user);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('answers INVALID_AUTH_CLIENT_CREDENTIALS for a wrong secret', async () => {
    const { pair } = await adminWithCredentials(server);
    const other = `sk_${'A'.repeat(43)}`;
    expectInvalid(await retrieveWith(keyHeaders({ ...pair, apiSecret: other })));
  });

  it('answers INVALID_AUTH_CLIENT_CREDENTIALS for an unknown key, a malformed pair or half a pair', async () => {
    const { pair } = await adminWithCredentials(server);
    expectInvalid(await retrieveWith(keyHeaders({ ...pair, apiKey: `pk_${'0'.repeat(32)}` })));
    expectInvalid(await retrieveWith(keyHeaders({ apiKey: 'nonsense', apiSecret: 'nonsense' })));
    expectInvalid(await retrieveWith({ [API_KEY_HEADER]: pair.apiKey }));
    expectInvalid(await retrieveWith({ [API_SECRET_HEADER]: pair.apiSecret }));
  });

  it('does not fall back to the session cookie when the pair is wrong', async () => {
    const { client, pair } = await adminWithCredentials(server);
    const res = await client.call(api.auth.retrieve, {}, { headers: keyHeaders({ ...pair, apiSecret: 'sk_x' }) });
    expectInvalid(res);
  });
});
