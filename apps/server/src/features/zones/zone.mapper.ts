import type { MemberRow, UserZone, Zone } from '@plaza/contract';
import { toZoneRoleDto } from '../community/permissions.js';
import type { MemberRecord } from './zone-roles.repository.js';
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
    zoneRole: toZoneRoleDto(row.role),
    createdOn: row.joinedAt.toISOString(),
  };
}

export function toMemberRowDto(row: MemberRecord): MemberRow {
  return {
    id: row.id,
    user: { id: row.user_id, fullName: row.full_name, userName: row.user_name, displayPhoto: row.display_photo },
    role: row.role_code,
    createdOn: row.created_at.toISOString(),
  };
}
