import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { UserChannelService } from './user-channels.service.js';

export function registerUserChannelRoutes(app: FastifyInstance, deps: { userChannels: UserChannelService }): void {
  const { userChannels } = deps;

  route(app, api.userChannels.list, ({ actor }) => userChannels.list(actor, actor.site?.id));
  route(app, api.userChannels.listAll, ({ actor }) => userChannels.list(actor));
  route(app, api.userChannels.unfollow, async ({ actor, params }) => {
    await userChannels.unfollow(actor, params.id);
    return { success: true as const };
  });
  route(app, api.userChannels.markSeen, async ({ actor, params }) => {
    await userChannels.markSeen(actor, params.id);
    return { success: true as const };
  });
}
