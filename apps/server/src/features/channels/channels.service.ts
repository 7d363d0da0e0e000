import type { BodyOf, Channel, QueryOf, UserChannel, api } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { PostSightLoss } from '../chat/live-room-access.js';
import type { MembershipRepository } from '../places/membership.repository.js';
import { CHANNEL_PLACE, ZONE_PLACE } from '../places/place-kind.js';
import { requireFlag } from '../places/place-permissions.js';
import type { MembershipService } from '../membership/membership.service.js';
import type { PostMediaFolders } from '../media/post-media-folders.js';
import type { PhotoStore } from '../photos/photo-store.js';
import type { ChannelAccess } from './channel-access.js';
import { toChannelDto } from './channel.mapper.js';
import type { ChannelChanges, ChannelRepository } from './channel.repository.js';
import type { UserChannelService } from './user-channels.service.js';

type CreateInput = BodyOf<typeof api.channels.create>;
type UpdateInput = BodyOf<typeof api.channels.update>;
type SearchInput = QueryOf<typeof api.channels.search>;

export interface ChannelServiceDeps {
  db: Db;
  channels: ChannelRepository;
  memberships: MembershipRepository;
  access: ChannelAccess;
  plans: MembershipService;
  userChannels: UserChannelService;
  photos: PhotoStore;
  /** Told when the channel turns private, so its posts' live rooms drop those who lost sight. */
  sight: PostSightLoss;
  postMedia: PostMediaFolders;
}

/** Creating, following, finding, editing and deleting channels. */
export class ChannelService {
  constructor(private readonly deps: ChannelServiceDeps) {}

  /** The zone must be visible (else ZONE_NOT_FOUND) and the caller's zone role hold canCreateChannel. */
  async create(actor: Actor, zoneId: string, input: CreateInput): Promise<UserChannel> {
    const { db, channels, memberships, plans } = this.deps;
    const userId = actor.user.id;
    const zone = await channels.findZone(zoneId);
    const member = zone ? await memberships.membership(ZONE_PLACE, userId, zoneId) : null;
    if (!zone || (!zone.public && !member)) throw new AppError('ZONE_NOT_FOUND');
    requireFlag(ZONE_PLACE, member?.role, 'canCreateChannel');
    return db.transaction().execute(async (trx) => {
      await plans.assertCanCreate(trx, actor, 'channelCount');
      const channel = await channels.insert(trx, { ...input, zone_id: zoneId, created_by: userId });
      await memberships.createRoles(CHANNEL_PLACE, trx, channel.id);
      await memberships.addMember(CHANNEL_PLACE, trx, userId, channel.id, 'OWNER');
      return this.deps.userChannels.one(actor, channel.id, trx);
    });
  }

  /** Follows a public channel the caller may see, joining its zone as a USER if need be. */
  async join(actor: Actor, channelId: string): Promise<UserChannel> {
    const { db, memberships, access } = this.deps;
    const userId = actor.user.id;
    const { place: channel } = await access.visible(userId, channelId);
    if (channel.joined) throw new AppError('USER_ALREADY_MEMBER_OF_CHANNEL');
    return db.transaction().execute(async (trx) => {
      await memberships.addMember(ZONE_PLACE, trx, userId, channel.zone_id, 'USER');
      await memberships.addMember(CHANNEL_PLACE, trx, userId, channelId, 'USER');
      return this.deps.userChannels.one(actor, channelId, trx);
    });
  }

  async detail(actor: Actor, channelId: string): Promise<Channel> {
    return toChannelDto((await this.deps.access.visible(actor.user.id, channelId)).place);
  }

  /** Visible channels by name, in the given zone, else in the zone of the site the call comes from. */
  async search(actor: Actor, query: SearchInput) {
    const zoneId = query.zoneId ?? actor.site?.id;
    const { rows, total } = await this.deps.channels.search(actor.user.id, {
      term: query.searchTerm,
      zoneId,
      limit: query.limit,
      skip: query.skip,
    });
    return { data: rows.map(toChannelDto), total, limit: query.limit, skip: query.skip };
  }

  /** Writes only what differs (canEdit). */
  async update(actor: Actor, channelId: string, input: UpdateInput): Promise<Channel> {
    const { access, channels } = this.deps;
    const { place: channel } = await access.permitted(actor.user.id, channelId, 'canEdit');
    if (input.name === undefined && input.description === undefined && input.public === undefined) {
      throw new AppError('FIELDS_FOR_UPDATES_NOT_SPECIFIED');
    }
    const changes: ChannelChanges = {};
    if (input.name !== undefined && input.name !== channel.name) changes.name = input.name;
    if (input.description !== undefined && input.description !== channel.description) {
      changes.description = input.description;
    }
    if (input.public !== undefined && input.public !== channel.public) changes.public = input.public;
    if (Object.keys(changes).length === 0) throw new AppError('NO_CHANGES_DETECTED');
    await channels.update(channelId, changes);
    if (changes.public === false) await this.deps.sight.postsHidden({ channelId });
    return toChannelDto((await access.visible(actor.user.id, channelId)).place);
  }

  /**
   * Deletes the channel with its roles, memberships, invitations and posts, then its photos and the
   * posts' media: for a role holding canDelete (OWNER, and whoever the owner granted it), and the
   * super admin, who may delete any channel. The channel's row is locked so the check and the
   * delete see the same roles.
   */
  async remove(actor: Actor, channelId: string): Promise<void> {
    const { db, access, channels, photos, postMedia } = this.deps;
    const { removed, slugs } = await db.transaction().execute(async (trx) => {
      await channels.lock(trx, channelId);
      if (!actor.user.is_super_admin) await access.permitted(actor.user.id, channelId, 'canDelete', trx);
      const slugs = await postMedia.slugsIn(trx, { channelId });
      return { removed: await channels.delete(channelId, trx), slugs };
    });
    if (!removed) throw new AppError('CHANNEL_NOT_FOUND');
    await photos.remove('channel', removed.display_photo, removed.background_photo);
    await postMedia.remove(slugs);
  }
}
