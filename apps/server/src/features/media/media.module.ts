import type { Notifier } from '../notifications/notifier.js';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Storage } from '../../lib/storage.js';
import { ChannelAccess } from '../channels/channel-access.js';
import { ChannelRepository } from '../channels/channel.repository.js';
import { MembershipRepository } from '../community/membership.repository.js';
import type { MembershipService } from '../membership/membership.service.js';
import { registerUploadScope } from '../photos/photo-http.js';
import { PostRepository } from '../posts/post.repository.js';
import { MediaFileService } from './media-files.service.js';
import { MediaRepository } from './media.repository.js';
import { registerMediaRoutes } from './media.routes.js';
import { sweepTemporaryFiles } from './tmp-sweep.js';
import { TRANSCODE_JOB, transcodeJob } from './transcode.job.js';
import { VideoUploadService } from './video-upload.service.js';

/** Temporary files older than this were left by a crash: no upload or transcode runs so long. */
const TMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface MediaDeps {
  db: Db;
  config: Config;
  storage: Storage;
  jobs: JobQueue;
  membership: MembershipService;
  /** Creates notifications (new posts, likes, finished or failed transcodes). */
  notifier: Notifier;
}

/** Video upload (api.posts.createVideo), the transcode job, and media files (api.posts.videoView). */
export async function registerMedia(app: FastifyInstance, deps: MediaDeps): Promise<void> {
  const { db, config, storage, jobs, membership } = deps;
  const tmpDir = join(config.dataDir, 'tmp');
  const swept = await sweepTemporaryFiles(tmpDir, TMP_MAX_AGE_MS);
  if (swept > 0) app.log.info({ swept }, 'removed temporary files left by an earlier crash');
  const media = new MediaRepository(db);
  const posts = new PostRepository(db);
  const memberships = new MembershipRepository(db);
  const uploads = new VideoUploadService({
    db,
    storage,
    jobs,
    plans: membership,
    access: new ChannelAccess(new ChannelRepository(db), memberships),
    memberships,
    posts,
    media,
    ffprobePath: config.ffprobePath,
    notifier: deps.notifier,
  });
  jobs.register(
    TRANSCODE_JOB,
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
  const files = new MediaFileService(posts, storage);
  await registerUploadScope(app, (uploadScope) => registerMediaRoutes(app, uploadScope, { uploads, files, tmpDir }));
}
