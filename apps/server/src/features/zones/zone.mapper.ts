import type { UserZone, Zone } from '@plaza/contract';
import { ZONE_PLACE } from '../places/place-kind.js';
import { toRoleDto } from '../places/place-permissions.js';
import type { ZoneStatsRow } from './zone.queries.js';
import type { UserZoneRow } from './zone.repository.js';

export function toZoneDto(row: ZoneStatsRow): Zone {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    description: row.description,
    public: row.public,
    displayPhoto: row.display_photo,
    channelCount: Number(row.channel_count),
    membersCount: Number(row.members_count),
    joined: Boolean(row.joined),
    createdOn: row.created_at.toISOString(),
  };
}

export function toUserZoneDto(row: UserZoneRow): UserZone {
  return {
    id: row.membershipId,
    zone: toZoneDto(row.zone),
    zoneRole: toRoleDto(ZONE_PLACE, row.role),
    canLeave: row.canLeave,
    createdOn: row.joinedAt.toISOString(),
  };
}
