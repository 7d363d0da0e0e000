import type { Notifier } from '../notifications/notifier.js';
import { MEMBERSHIP_PLANS } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { AppJobQueue } from '../../jobs/job-queue.js';
import type { Storage } from '../../lib/storage.js';
import { channelAccess } from '../channels/channel-access.js';
import { ChannelRepository } from '../channels/channel.repository.js';
import { MembershipRepository } from '../places/membership.repository.js';
import type { MembershipService } from '../membership/membership.service.js';
import { FORM_OVERHEAD_BYTES, registerUploadScope } from '../../http/upload-scope.js';
import { PostRepository } from '../posts/post.repository.js';
import { MediaFileService } from './media-files.service.js';
import { MediaRepository } from './media.repository.js';
import { MediaSigner } from './media-signature.js';
import { registerMediaRoutes } from './media.routes.js';
import { programsDieWithServer } from '../../lib/run-program.js';
import { transcodeJob } from './transcode.job.js';
import { VideoUploadService } from './video-upload.service.js';

export interface MediaDeps {
  db: Db;
  config: Config;
  storage: Storage;
  jobs: AppJobQueue;
  membership: MembershipService;
  /** Creates notifications (new posts, likes, finished or failed transcodes). */
  notifier: Notifier;
  /** The server secret: media addresses are signed under a key derived from it. */
  secret: string;
  /** This process's temporary folder: transcodes write there. */
  tmpDir: string;
}

/** Video upload (api.posts.createVideo), the transcode job, and media files (api.posts.videoView). */
export async function registerMedia(app: FastifyInstance, deps: MediaDeps): Promise<void> {
  const { db, config, storage, jobs, membership, tmpDir } = deps;
  if (!(await programsDieWithServer())) {
    app.log.warn('setpriv (util-linux) with --pdeathsig is missing: ffmpeg would outlive a server killed by SIGKILL');
  }
  const media = new MediaRepository(db);
  const posts = new PostRepository(db);
  const memberships = new MembershipRepository(db);
  const uploads = new VideoUploadService({
    db,
    storage,
    jobs,
    plans: membership,
    access: channelAccess(new ChannelRepository(db), memberships),
    posts,
    media,
    ffprobePath: config.ffprobePath,
    notifier: deps.notifier,
  });
  jobs.handle(
    'media.transcode',
    transcodeJob({
      db,
      media,
      notifier: deps.notifier,
      storage,
      ffmpegPath: config.ffmpegPath,
      ffprobePath: config.ffprobePath,
      tmpDir,
      log: app.log,
    }),
  );
  const files = new MediaFileService(media, storage, new MediaSigner(deps.secret));
  // Before the caller's plan is known (a stale session, say), a refused upload is read up to the free plan's size.
  const unreadBodyBytes = MEMBERSHIP_PLANS.free.limits.videoSizeKb * 1024 + FORM_OVERHEAD_BYTES;
  await registerUploadScope(app, (uploadScope) => registerMediaRoutes(app, uploadScope, { uploads, files, storage }), {
    unreadBodyBytes,
  });
}
