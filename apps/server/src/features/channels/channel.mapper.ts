import type { Channel, MemberRow, UserChannel } from '@plaza/contract';
import type { ChannelRoleRow } from '../../db/schema.js';
import { toChannelRoleDto } from '../community/permissions.js';
import type { ChannelViewRow } from './channel.queries.js';

export function toChannelDto(row: ChannelViewRow): Channel {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    public: row.public,
    zoneId: row.zone_id,
    displayPhoto: row.display_photo,
    backgroundPhoto: row.background_photo,
    zone_subdomain: row.zone_subdomain,
    zone: { id: row.zone_id, name: row.zone_name, subdomain: row.zone_subdomain },
    followersCount: Number(row.followers_count ?? 0),
    joined: Boolean(row.joined),
    createdOn: row.created_at.toISOString(),
  };
}

export interface UserChannelParts {
  membershipId: string;
  joinedAt: Date;
  channel: ChannelViewRow;
  role: ChannelRoleRow;
  livePostCount: number;
  unseenPostCount: number;
}

export function toUserChannelDto(parts: UserChannelParts): UserChannel {
  return {
    id: parts.membershipId,
    channel: toChannelDto(parts.channel),
    channelRole: toChannelRoleDto(parts.role),
    livePostCount: parts.livePostCount,
    unseenPostCount: parts.unseenPostCount,
    createdOn: parts.joinedAt.toISOString(),
  };
}

export interface MemberViewRow {
  membership_id: string;
  joined_at: Date;
  role_code: ChannelRoleRow['role_code'];
  user_id: string;
  full_name: string;
  user_name: string | null;
  display_photo: string | null;
}

export function toMemberRowDto(row: MemberViewRow): MemberRow {
  return {
    id: row.membership_id,
    user: { id: row.user_id, fullName: row.full_name, userName: row.user_name, displayPhoto: row.display_photo },
    role: row.role_code,
    createdOn: row.joined_at.toISOString(),
  };
}
