import { defineEndpoint } from '@plaza/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthState } from './actor.js';
import { AppError } from './app-error.js';
import { registerErrorHandlers } from './error-handler.js';
import { registerDeclaredErrorCheck, route } from './route.js';

const probe = defineEndpoint({
  method: 'GET',
  path: '/probe/:code',
  summary: 'Refuses with the code it is given (test probe)',
  tag: 'probe',
  access: 'public',
  params: z.object({ code: z.enum(['POST_NOT_FOUND', 'ZONE_NOT_FOUND']) }),
  reply: z.object({ ok: z.literal(true) }),
  errors: ['POST_NOT_FOUND'],
});

async function serverThatChecks(checks: boolean) {
  const app = Fastify({ logger: false });
  registerErrorHandlers(app);
  registerDeclaredErrorCheck(app, checks);
  // No auth hook: every caller is signed out.
  app.decorateRequest('auth', null as unknown as AuthState);
  app.addHook('onRequest', async (request) => {
    request.auth = { actor: null, problem: null };
  });
  route(app, probe, async ({ params }) => {
    throw new AppError(params.code);
  });
  await app.ready();
  return app;
}

describe('route() outside production', () => {
  it('passes a declared refusal through', async () => {
    const app = await serverThatChecks(true);
    const res = await app.inject({ method: 'GET', url: '/v1/probe/POST_NOT_FOUND' });
    expect([res.statusCode, res.json().message]).toEqual([404, 'POST_NOT_FOUND']);
  });

  it('turns a refusal the endpoint does not declare into a 500', async () => {
    const app = await serverThatChecks(true);
    const res = await app.inject({ method: 'GET', url: '/v1/probe/ZONE_NOT_FOUND' });
    expect([res.statusCode, res.json().message]).toEqual([500, 'INTERNAL_ERROR']);
  });

  it('counts the refusals of the shared HTTP layer as declared', async () => {
    const app = await serverThatChecks(true);
    const res = await app.inject({ method: 'GET', url: '/v1/probe/NOPE' });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      ['Invalid option: expected one of "POST_NOT_FOUND"|"ZONE_NOT_FOUND"'],
    ]);
  });
});

describe('route() in production', () => {
  it('sends an undeclared refusal as it is', async () => {
    const app = await serverThatChecks(false);
    const res = await app.inject({ method: 'GET', url: '/v1/probe/ZONE_NOT_FOUND' });
    expect([res.statusCode, res.json().message]).toEqual([404, 'ZONE_NOT_FOUND']);
  });
});
