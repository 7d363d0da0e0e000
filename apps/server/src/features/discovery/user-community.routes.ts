import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { UserCommunityService } from './user-community.service.js';

export function registerUserCommunityRoutes(app: FastifyInstance, deps: { userCommunity: UserCommunityService }) {
  const { userCommunity } = deps;
  route(app, api.userCommunity.zones, ({ actor, params }) => userCommunity.zones(params.id, actor));
  route(app, api.userCommunity.channels, ({ actor, params }) => userCommunity.channels(params.id, actor));
}
