import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { ApiCredentialService } from './api-credential.service.js';

export function registerApiCredentialRoutes(
  app: FastifyInstance,
  deps: { apiCredentials: ApiCredentialService },
): void {
  const { apiCredentials } = deps;
  route(app, api.apiCredentials.get, ({ actor }) => apiCredentials.get(actor));
  route(app, api.apiCredentials.generate, ({ actor }) => apiCredentials.regenerate(actor));
}
