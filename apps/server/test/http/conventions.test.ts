import { api, OPENAPI_PATH } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { UserRepository } from '../../src/features/users/user.repository.js';
import { initialUserInput } from '../support/factories.js';
import { TEST_APP_URL, useTestServer } from '../support/server.js';

const server = useTestServer();

describe('HTTP conventions', () => {
  it('reports health', async () => {
    const res = await server.client().call(api.health.check);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers malformed JSON with a 400 and writes nothing', async () => {
    const res = await server.client().call(api.auth.initialUser, {} as never, { rawBody: '{"fullName": "Ada",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: ['Request body is not valid JSON'], error: 'Bad Request' });
    expect(await new UserRepository(server.db).count()).toBe(0);
  });

  it('answers a body of the wrong shape with a 400', async () => {
    const res = await server.client().call(api.auth.login, {} as never, { rawBody: '[1,2,3]' });
    expect(res.status).toBe(400);
    expect(Array.isArray(res.body.message)).toBe(true);
  });

  it('answers an oversize body with 413', async () => {
    const huge = JSON.stringify({ ...initialUserInput(), fullName: 'x'.repeat(2 * 1024 * 1024) });
    const res = await server.client().call(api.auth.initialUser, {} as never, { rawBody: huge });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await server.client().fetch('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(res.status).toBe(415);
  });

  it('answers unknown /v1 routes with a JSON 404', async () => {
    const res = await server.client().fetch('/v1/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'ROUTE_NOT_FOUND',
      error: 'There is nothing at this address.',
    });
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await server
      .client()
      .call(api.auth.initialUser, { body: initialUserInput() }, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('FORBIDDEN_ORIGIN');
    expect(await new UserRepository(server.db).count()).toBe(0);
  });

  it('accepts requests from its own origin and its zone sites', async () => {
    const client = server.client();
    const own = await client.call(api.auth.logout, {}, { headers: { origin: TEST_APP_URL } });
    expect(own.status).toBe(200);
    const zone = await client.call(api.auth.logout, {}, { headers: { referer: 'http://music.plaza.test:8000/x' } });
    expect(zone.status).toBe(200);
    for (const origin of ['http://evilplaza.test:8000', 'https://plaza.test:8000', 'http://plaza.test:9999', 'null']) {
      const refused = await client.call(api.auth.logout, {}, { headers: { origin } });
      expect(refused.status).toBe(403);
    }
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await server.client().fetch(`/v1${OPENAPI_PATH}`);
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/auth/retrieve', '/auth/initial-user', '/auth/logout', '/auth/refresh']),
    );
    expect(doc.paths['/auth/login']).toHaveProperty('post');
  });
});
