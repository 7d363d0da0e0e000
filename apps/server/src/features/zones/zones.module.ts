import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { PostSightLoss } from '../chat/live-room-access.js';
import type { ZoneSiteLookup } from '../../http/zone-hook.js';
import { MembershipRepository } from '../places/membership.repository.js';
import { InvitationRepository } from '../invitations/invitation.repository.js';
import type { MembershipService } from '../membership/membership.service.js';
import { registerUploadScope } from '../../http/upload-scope.js';
import type { Storage } from '../../lib/storage.js';
import { PostMediaFolders } from '../media/post-media-folders.js';
import type { Photos } from '../photos/photos.js';
import { UserZoneService } from './user-zones.service.js';
import { zoneAccess, zoneRoleService } from './zone-access.js';
import { ZoneSettingsService } from './zone-settings.service.js';
import { ZoneRepository } from './zone.repository.js';
import { ZoneService } from './zone.service.js';
import { registerZoneRoutes } from './zones.routes.js';

/** Zones, their roles and members, the caller's zones, and the app config zone sites need. */
export async function registerZones(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    membership: MembershipService;
    photos: Photos;
    storage: Storage;
    sight: PostSightLoss;
  },
): Promise<void> {
  const { db, config, membership, photos, storage, sight } = deps;
  const zoneRows = new ZoneRepository(db);
  const memberships = new MembershipRepository(db);
  const access = zoneAccess(zoneRows, memberships);
  const zones = new ZoneService(db, zoneRows, memberships, membership, new InvitationRepository(db));
  const routeDeps = {
    zones,
    settings: new ZoneSettingsService(
      db,
      zoneRows,
      access,
      zones,
      photos.store,
      sight,
      new PostMediaFolders(storage, app.log),
    ),
    roles: zoneRoleService(db, zoneRows, access, memberships),
    userZones: new UserZoneService(db, zoneRows, memberships, sight),
    photos,
    appUrl: config.appUrl,
  };
  await registerUploadScope(app, (uploads) => registerZoneRoutes(app, uploads, routeDeps));
}

/** What the zone hook asks: the zone of a subdomain, and whether the caller belongs to it. */
export function zoneSites(db: Db): ZoneSiteLookup {
  const zones = new ZoneRepository(db);
  return (subdomain, userId) => zones.site(subdomain, userId);
}
