import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { createInitialUser, insertUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { adminWithCredentials, keyHeaders } from './support.js';

const server = useTestServer();

const rows = () => server.db.selectFrom('api_credentials').selectAll().execute();

describe('GET /auth/api/credentials', () => {
  it('creates the pair on first request and answers the same pair afterwards', async () => {
    const { client, pair } = await adminWithCredentials(server);
    expect(pair.apiKey).toMatch(/^pk_[0-9a-f]{32}$/);
    expect(pair.apiSecret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    const again = await client.call(api.apiCredentials.get);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(pair);
    expect(await rows()).toHaveLength(1);
  });

  it('never stores the secret in plain text', async () => {
    const { user, pair } = await adminWithCredentials(server);
    const [row] = await rows();
    expect(row).toMatchObject({ user_id: user.id, api_key: pair.apiKey });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(pair.apiSecret);
    expect(stored).not.toContain(pair.apiSecret.slice(3));
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secret_encrypted).toMatch(/^v1\./);
  });

  it('answers NOT_SIGNED_IN to a signed-out caller and creates nothing', async () => {
    await createInitialUser(server.client());
    for (const endpoint of [api.apiCredentials.get, api.apiCredentials.generate]) {
      const res = await server.client().call(endpoint);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('NOT_SIGNED_IN');
    }
    expect(await rows()).toHaveLength(0);
  });

  it("gives each user their own pair, never another user's", async () => {
    const admin = await adminWithCredentials(server);
    const { row, password } = await insertUser(server);
    const other = server.client();
    await other.call(api.auth.login, { body: { emailOrUserName: row.email, password: password! } });
    const res = await other.call(api.apiCredentials.get);
    expect(res.status).toBe(200);
    expect(res.body.apiKey).not.toBe(admin.pair.apiKey);
    expect(res.body.apiSecret).not.toBe(admin.pair.apiSecret);
    const me = await server.client().call(api.auth.retrieve, {}, { headers: keyHeaders(res.body) });
    expect(me.body.id).toBe(row.id);
    expect((await admin.client.call(api.apiCredentials.get)).body).toEqual(admin.pair);
  });

  it('is not readable or renewable with the API key itself, only in a signed-in session', async () => {
    const { pair } = await adminWithCredentials(server);
    for (const endpoint of [api.apiCredentials.get, api.apiCredentials.generate]) {
      const res = await server.client().call(endpoint, {}, { headers: keyHeaders(pair) });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('NOT_AUTHORIZED');
    }
    expect((await rows())[0]!.api_key).toBe(pair.apiKey);
  });
});

describe('POST /auth/api/generate', () => {
  it('replaces the pair: the old one stops working at once, the new one works', async () => {
    const { client, user, pair: old } = await adminWithCredentials(server);
    const res = await client.call(api.apiCredentials.generate);
    expect(res.status).toBe(200);
    const fresh = { apiKey: res.body.apiKey, apiSecret: res.body.apiSecret };
    expect(fresh.apiKey).not.toBe(old.apiKey);
    expect(fresh.apiSecret).not.toBe(old.apiSecret);
    expect((await client.call(api.apiCredentials.get)).body).toEqual(fresh);

    const stale = await server.client().call(api.auth.retrieve, {}, { headers: keyHeaders(old) });
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('INVALID_AUTH_CLIENT_CREDENTIALS');
    const current = await server.client().call(api.auth.retrieve, {}, { headers: keyHeaders(fresh) });
    expect(current.status).toBe(200);
    expect(current.body.id).toBe(user.id);
    expect(await rows()).toHaveLength(1);
  });

  it('creates a pair when the user had none yet', async () => {
    const client = server.client();
    await createInitialUser(client);
    const res = await client.call(api.apiCredentials.generate);
    expect(res.status).toBe(200);
    expect((await client.call(api.apiCredentials.get)).body).toEqual(res.body);
  });
});
