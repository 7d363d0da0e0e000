import type { ChannelPermissionKey } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import type { MembershipRepository } from '../places/membership.repository.js';
import { PlaceAccess } from '../places/place-access.js';
import { CHANNEL_PLACE } from '../places/place-kind.js';
import { PlaceRoleRepository } from '../places/place-role.repository.js';
import { PlaceRoleService } from '../places/place-role.service.js';
import type { ChannelViewRow } from './channel.queries.js';
import type { ChannelRepository } from './channel.repository.js';

/** The check every channel call starts with; the channel query itself hides what the caller may not see. */
export type ChannelAccess = PlaceAccess<ChannelViewRow, ChannelPermissionKey>;

export function channelAccess(channels: ChannelRepository, memberships: MembershipRepository): ChannelAccess {
  return new PlaceAccess(CHANNEL_PLACE, memberships, (userId, channelId, runner) =>
    channels.findVisible(userId, channelId, runner),
  );
}

/** A channel's roles, their permissions and who holds which. */
export function channelRoleService(
  db: Db,
  channels: ChannelRepository,
  access: ChannelAccess,
  memberships: MembershipRepository,
) {
  const roles = new PlaceRoleRepository(db, CHANNEL_PLACE);
  const lock = (trx: Db, id: string) => channels.lock(trx, id);
  return new PlaceRoleService({ db, kind: CHANNEL_PLACE, roles, memberships, access, lock });
}
export type ChannelRoleService = ReturnType<typeof channelRoleService>;
