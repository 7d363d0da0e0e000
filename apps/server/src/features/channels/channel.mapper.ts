import type { Channel, UserChannel } from '@plaza/contract';
import type { ChannelRoleRow } from '../../db/schema.js';
import { CHANNEL_PLACE } from '../places/place-kind.js';
import { toRoleDto } from '../places/place-permissions.js';
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
  canLeave: boolean;
}

export function toUserChannelDto(parts: UserChannelParts): UserChannel {
  return {
    id: parts.membershipId,
    channel: toChannelDto(parts.channel),
    channelRole: toRoleDto(CHANNEL_PLACE, parts.role),
    canLeave: parts.canLeave,
    livePostCount: parts.livePostCount,
    unseenPostCount: parts.unseenPostCount,
    createdOn: parts.joinedAt.toISOString(),
  };
}
