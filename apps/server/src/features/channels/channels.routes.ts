import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { ChannelRoleService } from './channel-access.js';
import type { ChannelService } from './channels.service.js';

export function registerChannelRoutes(
  app: FastifyInstance,
  deps: { channels: ChannelService; roles: ChannelRoleService },
): void {
  const { channels, roles } = deps;

  route(app, api.channels.create, ({ actor, params, body }) => channels.create(actor, params.zoneId, body));
  route(app, api.channels.join, ({ actor, params }) => channels.join(actor, params.id));
  route(app, api.channels.search, ({ actor, query }) => channels.search(actor, query));
  route(app, api.channels.detail, ({ actor, params }) => channels.detail(actor, params.id));
  route(app, api.channels.update, ({ actor, params, body }) => channels.update(actor, params.id, body));
  route(app, api.channels.remove, async ({ actor, params }) => {
    await channels.remove(actor, params.id);
    return { success: true as const };
  });

  route(app, api.channels.roles, ({ actor, params }) => roles.list(actor, params.id));
  route(app, api.channels.updatePermissions, ({ actor, params, body }) =>
    roles.updatePermissions(actor, params.id, body),
  );
  route(app, api.channels.createRole, ({ actor, params, body }) => roles.createRole(actor, params.id, body));
  route(app, api.channels.removeRole, async ({ actor, params }) => {
    await roles.removeRole(actor, params.id, params.roleCode);
    return { success: true as const };
  });
  route(app, api.channels.members, ({ actor, params, query }) => roles.members(actor, params.id, query));
  route(app, api.channels.changeRole, ({ actor, params, body }) =>
    roles.changeRole(actor, params.id, { userId: body.userId, code: body.channelRoleCode }),
  );
}
