import type { Db } from '../../db/database.js';
import type { ZonePermissionKey } from '@plaza/contract';
import type { ZoneRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { MembershipRepository, ZoneMembership } from '../community/membership.repository.js';
import { requireZoneFlag } from '../community/permissions.js';
import type { ZoneRepository } from './zone.repository.js';

/**
 * The one check before acting on a zone: the caller must see it (public, or they belong to it:
 * otherwise ZONE_NOT_FOUND, so private zones never leak), and for a protected call their role
 * in it must hold the flag (NOT_AUTHORIZED). Read from the database on every call.
 */
export class ZoneAccess {
  constructor(
    private readonly zones: ZoneRepository,
    private readonly memberships: MembershipRepository,
  ) {}

  async visible(
    userId: string,
    zoneId: string,
    runner?: Db,
  ): Promise<{ zone: ZoneRow; membership: ZoneMembership | null }> {
    const zone = await this.zones.findById(zoneId, runner);
    const membership = zone ? await this.memberships.zoneMembership(userId, zoneId, runner) : null;
    if (!zone || (!zone.public && !membership)) throw new AppError('ZONE_NOT_FOUND');
    return { zone, membership };
  }

  async permitted(
    userId: string,
    zoneId: string,
    flag: ZonePermissionKey,
    runner?: Db,
  ): Promise<{ zone: ZoneRow; membership: ZoneMembership }> {
    const { zone, membership } = await this.visible(userId, zoneId, runner);
    if (!membership) throw new AppError('NOT_AUTHORIZED');
    requireZoneFlag(membership.role, flag);
    return { zone, membership };
  }
}
