import { describe, expect, it, vi } from 'vitest';
import { openApiPath, pathsOf, type Endpoint } from './endpoint.js';
import { api } from './endpoints/index.js';
import { SPEC_DIFFERENCES } from './spec-differences.js';
import { allEndpoints } from './endpoints/index.js';
import { ERRORS } from './errors.js';
import { implicitErrors } from './implicit-errors.js';
import { buildOpenApiDocument } from './openapi.js';

/** The real endpoints, plus one with path and query parameters, which no real endpoint has yet. */
vi.mock(import('./endpoints/index.js'), async (importOriginal) => {
  const actual = await importOriginal();
  const { z } = await import('zod');
  const probe: Endpoint = {
    method: 'DELETE',
    path: '/zone/:zoneId/member/:userId?',
    summary: 'Remove a member (test probe)',
    tag: 'zone',
    access: 'superAdmin',
    params: z.object({ zoneId: z.uuid(), userId: z.uuid().optional() }),
    query: z.object({ reason: z.string().optional(), notify: z.boolean() }),
    reply: z.object({ success: z.literal(true) }),
    errors: ['ZONE_NOT_FOUND', 'USER_NOT_FOUND', 'NOT_AUTHORIZED'],
  };
  return { ...actual, allEndpoints: () => [...actual.allEndpoints(), probe] };
});

interface Operation {
  summary: string;
  tags: string[];
  parameters: { name: string; in: string; required: boolean }[];
  responses: Record<
    string,
    { description: string; content: { 'application/json': { schema: Record<string, unknown> } } }
  >;
  security: unknown[];
  requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown> } } } };
}

const doc = buildOpenApiDocument('https://plaza.example');
const paths = doc.paths as Record<string, Record<string, Operation>>;
const operationOf = (e: Endpoint): Operation | undefined => paths[openApiPath(e.path)]?.[e.method.toLowerCase()];
const probe = allEndpoints().find((e) => e.path === '/zone/:zoneId/member/:userId?') as Endpoint;

describe('buildOpenApiDocument', () => {
  it('describes an OpenAPI 3.1 document served under /v1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Plaza API', version: 'v1' });
    expect(doc.servers).toEqual([{ url: 'https://plaza.example/v1' }]);
  });

  it('has an operation for every endpoint of allEndpoints(), and nothing else', () => {
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThanOrEqual(7);
    for (const endpoint of endpoints) {
      expect(operationOf(endpoint), `${endpoint.method} ${endpoint.path}`).toMatchObject({
        summary: endpoint.summary,
        tags: [endpoint.tag],
      });
    }
    const count = Object.values(paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(count).toBe(endpoints.reduce((n, e) => n + pathsOf(e).length, 0));
  });

  it('documents an alias as the same call, with only the path parameters it names', () => {
    const alias = paths['/video/create']?.post;
    const own = operationOf(api.posts.createVideo);
    expect(alias?.summary).toBe(`${api.posts.createVideo.summary} (the same call as /post/video/create)`);
    expect(alias?.requestBody).toEqual(own?.requestBody);
    expect(alias?.responses).toEqual(own?.responses);
    const contacts = paths['/user/contact/list']?.get;
    expect(contacts?.parameters.map((p) => [p.name, p.in])).toEqual([
      ['searchTerm', 'query'],
      ['limit', 'query'],
      ['skip', 'query'],
    ]);
    expect(operationOf(api.contacts.list)?.parameters.map((p) => p.name)).toContain('userName');
    expect(paths['/auth/third-party/{provider}']?.get?.parameters.map((p) => p.name)).toEqual(['provider', 'next']);
    expect(paths['/channel/background-photo/{file}']?.get).toBeDefined();
  });

  it('lists every deliberate difference from the specification in its description, with its reason', () => {
    const description = (doc.info as { description: string }).description;
    expect(description).toContain('## Deliberate differences from the specification');
    for (const difference of SPEC_DIFFERENCES) {
      expect(description).toContain(difference.where);
      expect(description).toContain(difference.why);
    }
  });

  it('writes paths with {param} placeholders, never :param', () => {
    expect(Object.keys(paths)).toContain('/zone/{zoneId}/member/{userId}');
    expect(Object.keys(paths)).toContain('/auth/login');
    expect(Object.keys(paths).filter((p) => p.includes(':'))).toEqual([]);
  });

  it('lists path parameters as required (optional ones too) and query parameters as declared', () => {
    expect(operationOf(probe)?.parameters.map(({ name, in: where, required }) => [name, where, required])).toEqual([
      ['zoneId', 'path', true],
      ['userId', 'path', true],
      ['reason', 'query', false],
      ['notify', 'query', true],
    ]);
    expect(paths['/auth/login']?.post?.parameters).toEqual([]);
  });

  it('has a request body exactly where the endpoint declares one', () => {
    for (const endpoint of allEndpoints()) {
      expect(operationOf(endpoint)?.requestBody !== undefined, endpoint.path).toBe(endpoint.body !== undefined);
    }
    const login = paths['/auth/login']?.post?.requestBody?.content['application/json'].schema;
    expect(Object.keys(login?.properties ?? {})).toEqual(['emailOrUserName', 'password']);
    expect(login).toMatchObject({ required: ['emailOrUserName', 'password'] });
  });

  it('describes the initial-user body with its bounds', () => {
    const body = paths['/auth/initial-user']?.post?.requestBody?.content['application/json'].schema;
    expect(body?.properties).toMatchObject({ userName: { type: 'string', minLength: 6, maxLength: 16 } });
  });

  it('answers every declared error code under its status, referencing ErrorReply', () => {
    for (const endpoint of allEndpoints()) {
      for (const code of endpoint.errors ?? []) {
        const response = operationOf(endpoint)?.responses[String(ERRORS[code].status)];
        expect(response?.description.split(', '), `${endpoint.path} ${code}`).toContain(code);
        expect(response?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorReply' });
      }
    }
  });

  it('documents the rate limits an endpoint declares: x-rate-limit, the description, Retry-After', () => {
    const limited = allEndpoints().filter((e) => e.rateLimits?.length);
    expect(limited).toContain(api.comments.create);
    for (const endpoint of allEndpoints()) {
      const op = operationOf(endpoint) as Operation & { 'x-rate-limit'?: unknown; description?: string };
      if (!endpoint.rateLimits?.length) {
        expect(op['x-rate-limit'], endpoint.path).toBeUndefined();
        continue;
      }
      expect(op['x-rate-limit'], endpoint.path).toEqual(endpoint.rateLimits.map((l) => ({ ...l })));
      expect(op.responses['429'], endpoint.path).toMatchObject({ headers: { 'Retry-After': {} } });
    }
    expect((operationOf(api.comments.create) as { description?: string }).description).toBe(
      'Rate limits: 10 per 10 seconds per user (comment-burst); 120 per hour per user (comment-hour).',
    );
    expect((operationOf(api.wallet.nonce) as { description?: string }).description).toBe(
      'Rate limits: 60 per 15 minutes per network address (wallet-nonce).',
    );
  });

  it('joins codes that share a status into one response, declared codes first', () => {
    const responses = operationOf(probe)?.responses;
    expect(responses?.['404']?.description).toBe('ZONE_NOT_FOUND, USER_NOT_FOUND');
    expect(responses?.['403']?.description).toBe('NOT_AUTHORIZED, FORBIDDEN_ORIGIN');
    expect(Object.keys(responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '404']);
  });

  it("adds the shared HTTP layer's refusals to every endpoint they apply to", () => {
    for (const endpoint of allEndpoints()) {
      for (const code of implicitErrors(endpoint)) {
        const response = operationOf(endpoint)?.responses[String(ERRORS[code].status)];
        expect(response?.description.split(', '), `${endpoint.path} ${code}`).toContain(code);
        expect(response?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorReply' });
      }
    }
  });

  it('answers 400 only where there is input, 401 only where a session is needed, 403 where a guard refuses', () => {
    expect(Object.keys(operationOf(api.health.check)?.responses ?? {})).toEqual(['200']);
    const login = operationOf(api.auth.login)?.responses;
    expect(login?.['400']?.description.split(', ')).toContain('NOT_VALID');
    expect(login?.['401']?.description.split(', ')).not.toContain('NOT_SIGNED_IN');
    expect(login?.['403']?.description.split(', ')).toContain('FORBIDDEN_ORIGIN');
    const own = operationOf(api.apiCredentials.get)?.responses;
    expect(own?.['401']?.description).toBe('NOT_SIGNED_IN, INVALID_JWT, INVALID_AUTH_CLIENT_CREDENTIALS');
    expect(own?.['400']).toBeUndefined();
    expect(operationOf(probe)?.responses['401']?.description).toBe(
      'NOT_SIGNED_IN, INVALID_JWT, INVALID_AUTH_CLIENT_CREDENTIALS',
    );
  });

  it('describes the success reply', () => {
    const schema = paths['/health']?.get?.responses['200']?.content['application/json'].schema;
    expect(schema).toMatchObject({ type: 'object', required: ['status', 'database', 'version'] });
  });

  it('says which replies carry credentials and must not be stored', () => {
    const login = paths['/auth/login']?.post?.responses['200'] as { headers?: object } | undefined;
    expect(login?.headers).toEqual({ 'Cache-Control': { schema: { type: 'string', const: 'no-store' } } });
    const health = paths['/health']?.get?.responses['200'] as { headers?: object } | undefined;
    expect(health?.headers).toBeUndefined();
  });

  it('defines the ErrorReply schema and the security schemes', () => {
    const components = doc.components as { schemas: Record<string, Record<string, unknown>>; securitySchemes: object };
    expect(components.schemas.ErrorReply).toMatchObject({
      type: 'object',
      required: ['statusCode', 'message', 'error'],
    });
    expect(Object.keys(components.securitySchemes).sort()).toEqual([
      'apiKeyAuth',
      'apiSecretAuth',
      'bearerAuth',
      'cookieAuth',
    ]);
  });

  it('asks for credentials only on endpoints that are not public', () => {
    expect(paths['/auth/login']?.post?.security).toEqual([]);
    expect(operationOf(probe)?.security).toEqual([
      { cookieAuth: [] },
      { bearerAuth: [] },
      { apiKeyAuth: [], apiSecretAuth: [] },
    ]);
  });
});
