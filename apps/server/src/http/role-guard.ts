import { API_VERSION, api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';

/**
 * A process without the `api` role (a worker) answers only its health check, for liveness
 * probes: every other request, the web app's included, is not found here.
 */
export function registerApiRoleGuard(app: FastifyInstance): void {
  const health = `/${API_VERSION}${api.health.check.path}`;
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0] !== health) return reply.callNotFound();
  });
}
