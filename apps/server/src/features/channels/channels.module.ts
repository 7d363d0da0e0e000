import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { PostSightLoss } from '../chat/live-room-access.js';
import { MembershipRepository } from '../places/membership.repository.js';
import type { MembershipService } from '../membership/membership.service.js';
import { registerUploadScope } from '../../http/upload-scope.js';
import type { Storage } from '../../lib/storage.js';
import { PostMediaFolders } from '../media/post-media-folders.js';
import type { Photos } from '../photos/photos.js';
import { channelAccess, channelRoleService } from './channel-access.js';
import { ChannelPhotoService } from './channel-photos.service.js';
import { registerChannelPhotoRoutes } from './channel-photos.routes.js';
import { ChannelRepository } from './channel.repository.js';
import { registerChannelRoutes } from './channels.routes.js';
import { ChannelService } from './channels.service.js';
import { registerUserChannelRoutes } from './user-channels.routes.js';
import { UserChannelService } from './user-channels.service.js';

/** Channels and the caller's channel memberships (api.channels but invitations, api.userChannels). */
export async function registerChannels(
  app: FastifyInstance,
  deps: { db: Db; membership: MembershipService; photos: Photos; storage: Storage; sight: PostSightLoss },
): Promise<void> {
  const { db, membership, photos, storage, sight } = deps;
  const channels = new ChannelRepository(db);
  const memberships = new MembershipRepository(db);
  const access = channelAccess(channels, memberships);
  const userChannels = new UserChannelService(db, channels, memberships, sight);
  const channelService = new ChannelService({
    db,
    channels,
    memberships,
    access,
    plans: membership,
    userChannels,
    photos: photos.store,
    sight,
    postMedia: new PostMediaFolders(storage, app.log),
  });
  const roles = channelRoleService(db, channels, access, memberships);
  const photoService = new ChannelPhotoService(channels, access, photos.store);

  registerChannelRoutes(app, { channels: channelService, roles });
  registerUserChannelRoutes(app, { userChannels });
  await registerUploadScope(app, (uploads) =>
    registerChannelPhotoRoutes(app, uploads, { photos: photoService, uploads: photos }),
  );
}
