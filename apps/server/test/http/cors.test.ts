import { api, SUBDOMAIN_HEADER } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { UserRepository } from '../../src/features/users/user.repository.js';
import { initialUserInput } from '../support/factories.js';
import { TEST_APP_URL, useTestServer } from '../support/server.js';

/** An origin TRUSTED_ORIGINS names: a client served from a site of its own (the spec's web client, say). */
const TRUSTED = 'http://client.example:3000';
const ZONE_SITE = 'http://music.plaza.test:8000';
const OTHERS = ['https://evil.example', 'http://evilplaza.test:8000', 'https://plaza.test:8000', 'null'];

const server = useTestServer({ config: { trustedOrigins: [TRUSTED] } });

function preflight(origin: string, method = 'POST') {
  return fetch(`${server.baseUrl}/v1/auth/login`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': `content-type,${SUBDOMAIN_HEADER.toLowerCase()},authorization`,
    },
  });
}

describe('CORS', () => {
  it('answers the preflight of the product, its zone sites and TRUSTED_ORIGINS with credentials and the headers', async () => {
    for (const origin of [TEST_APP_URL, ZONE_SITE, TRUSTED]) {
      const res = await preflight(origin, 'PUT');
      expect(res.status, origin).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
      const allowed = res.headers
        .get('access-control-allow-headers')
        ?.split(',')
        .map((h) => h.trim().toLowerCase());
      expect(allowed).toEqual(expect.arrayContaining(['content-type', 'authorization', 'app-subdomain']));
      expect(res.headers.get('vary')).toContain('Origin');
    }
  });

  it('gives any other origin no CORS header, and the origin guard still refuses its writes', async () => {
    for (const origin of OTHERS) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(res.headers.get('access-control-allow-credentials'), origin).toBeNull();
      const write = await server
        .client()
        .call(api.auth.initialUser, { body: initialUserInput() }, { headers: { origin } });
      expect(write.status, origin).toBe(403);
      expect(write.body.message).toBe('FORBIDDEN_ORIGIN');
      expect(write.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(await new UserRepository(server.db).count()).toBe(0);
  });

  it('lets a trusted origin read replies with credentials, and write', async () => {
    const client = server.client();
    const created = await client.call(
      api.auth.initialUser,
      { body: initialUserInput() },
      { headers: { origin: TRUSTED } },
    );
    expect(created.status).toBe(200);
    expect(created.headers.get('access-control-allow-origin')).toBe(TRUSTED);
    const me = await client.call(api.auth.retrieve, {}, { headers: { origin: TRUSTED } });
    expect(me.status).toBe(200);
    expect(me.headers.get('access-control-allow-origin')).toBe(TRUSTED);
    expect(me.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('sends no CORS header to a same-origin request, which has no Origin', async () => {
    const res = await server.client().call(api.health.check);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("answers the socket's long-polling handshake with the same rule", async () => {
    const url = `${server.baseUrl}/socket.io/?EIO=4&transport=polling`;
    const allowed = await fetch(url, { headers: { origin: TRUSTED } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(TRUSTED);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const refused = await fetch(url, { headers: { origin: 'https://evil.example' } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    await Promise.all([allowed.text(), refused.text()]);
  });
});
