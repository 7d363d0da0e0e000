import { defineEndpoint } from '@plaza/contract';
import Fastify from 'fastify';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthState } from './actor.js';
import { COMPRESS_MIN_BYTES, registerCompression } from './compression.js';
import { route } from './route.js';

// Each reply is big enough to be compressed, so only the secret rule can keep it as it is.
const padding = 'p'.repeat(2 * COMPRESS_MIN_BYTES);
const reply = z.object({ token: z.string(), padding: z.string() });
const declare = (path: string, secretReply?: true) =>
  defineEndpoint({ method: 'GET', path, summary: 'probe', tag: 'probe', access: 'public', reply, secretReply });

async function server() {
  const app = Fastify({ logger: false });
  registerCompression(app);
  app.decorateRequest('auth', null as unknown as AuthState);
  app.addHook('onRequest', async (request) => {
    request.auth = { actor: null, problem: null };
  });
  route(app, declare('/plain'), async () => ({ token: 'not-a-secret', padding }));
  route(app, declare('/secret', true), async () => ({ token: 'a-secret', padding }));
  route(app, declare('/sets-cookie'), async ({ reply: res }) => {
    void res.header('set-cookie', 'session=a-secret; HttpOnly');
    return { token: 'a-secret', padding };
  });
  await app.ready();
  return app;
}

describe('compression of replies that carry credentials (BREACH)', () => {
  it('compresses an ordinary reply of the same size', async () => {
    const app = await server();
    const res = await app.inject({ url: '/v1/plain', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toMatchObject({ token: 'not-a-secret' });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('sends a reply the contract marks secret as it is, and tells caches not to keep it', async () => {
    const app = await server();
    const res = await app.inject({ url: '/v1/secret', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ token: 'a-secret' });
  });

  it('sends a reply that sets a cookie as it is', async () => {
    const app = await server();
    const res = await app.inject({ url: '/v1/sets-cookie', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ token: 'a-secret' });
  });
});
