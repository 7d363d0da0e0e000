import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { sendPhoto } from '../photos/photo-http.js';
import type { Photos } from '../photos/photos.js';
import type { UserZoneService } from './user-zones.service.js';
import type { ZoneRoleService } from './zone-access.js';
import type { ZoneSettingsService } from './zone-settings.service.js';
import type { ZoneService } from './zone.service.js';

export interface ZoneRouteDeps {
  zones: ZoneService;
  settings: ZoneSettingsService;
  roles: ZoneRoleService;
  userZones: UserZoneService;
  photos: Photos;
  appUrl: URL;
}

const success = { success: true as const };

/** `uploads` is the scope that parses multipart bodies; every other route stays JSON-only. */
export function registerZoneRoutes(app: FastifyInstance, uploads: FastifyInstance, deps: ZoneRouteDeps): void {
  const { zones, settings, roles, userZones, photos, appUrl } = deps;

  route(app, api.zones.create, ({ actor, body }) => zones.create(actor, body));
  route(app, api.zones.join, ({ actor, params }) => zones.join(actor, params.id));
  route(app, api.zones.search, ({ actor, query }) => zones.search(actor, query));
  route(app, api.zones.detail, ({ actor, params }) => zones.detail(actor, params.id));
  route(app, api.zones.current, ({ actor }) => zones.current(actor));
  route(app, api.userZones.list, ({ actor }) => zones.listMine(actor));
  route(app, api.userZones.leave, async ({ actor, params }) => {
    await userZones.leave(actor, params.id);
    return success;
  });

  route(app, api.zones.update, ({ actor, params, body }) => settings.update(actor, params.id, body));
  route(app, api.zones.remove, async ({ actor, params }) => {
    await settings.remove(actor, params.id);
    return success;
  });
  route(uploads, api.zones.uploadPhoto, ({ actor, params, request }) =>
    settings.replacePhoto(actor, params.id, (use) => photos.receive(request, use)),
  );
  route(app, api.zones.photo, async ({ params, reply }) => sendPhoto(reply, await settings.photo(params.file)));

  route(app, api.zones.roles, ({ actor, params }) => roles.list(actor, params.id));
  route(app, api.zones.updatePermissions, ({ actor, params, body }) => roles.updatePermissions(actor, params.id, body));
  route(app, api.zones.createRole, ({ actor, params, body }) => roles.createRole(actor, params.id, body));
  route(app, api.zones.removeRole, async ({ actor, params }) => {
    await roles.removeRole(actor, params.id, params.roleCode);
    return success;
  });
  route(app, api.zones.members, ({ actor, params, query }) => roles.members(actor, params.id, query));
  route(app, api.zones.changeRole, ({ actor, params, body }) =>
    roles.changeRole(actor, params.id, { userId: body.userId, code: body.zoneRoleCode }),
  );

  route(app, api.system.config, async () => ({ appUrl: appUrl.origin }));
}
