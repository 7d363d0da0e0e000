import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { UserSearchService } from './user-search.service.js';

export function registerUserSearchRoutes(app: FastifyInstance, deps: { userSearch: UserSearchService }): void {
  route(app, api.user.search, ({ actor, query }) => deps.userSearch.search(actor, query));
}
