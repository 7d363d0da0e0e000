import type { ZonePermissionKey } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { ZoneRow } from '../../db/schema.js';
import type { MembershipRepository } from '../places/membership.repository.js';
import { PlaceAccess } from '../places/place-access.js';
import { ZONE_PLACE } from '../places/place-kind.js';
import { PlaceRoleRepository } from '../places/place-role.repository.js';
import { PlaceRoleService } from '../places/place-role.service.js';
import type { ZoneRepository } from './zone.repository.js';

/** The check before acting on a zone: a private zone is seen only by its members (else ZONE_NOT_FOUND). */
export type ZoneAccess = PlaceAccess<ZoneRow, ZonePermissionKey>;

export function zoneAccess(zones: ZoneRepository, memberships: MembershipRepository): ZoneAccess {
  return new PlaceAccess(
    ZONE_PLACE,
    memberships,
    (_userId, zoneId, runner) => zones.findById(zoneId, runner),
    (zone, membership) => zone.public || membership !== null,
  );
}

/** A zone's roles, their permissions and who holds which. */
export function zoneRoleService(db: Db, zones: ZoneRepository, access: ZoneAccess, memberships: MembershipRepository) {
  const roles = new PlaceRoleRepository(db, ZONE_PLACE);
  return new PlaceRoleService({
    db,
    kind: ZONE_PLACE,
    roles,
    memberships,
    access,
    lock: (trx, id) => zones.lock(trx, id),
  });
}
export type ZoneRoleService = ReturnType<typeof zoneRoleService>;
