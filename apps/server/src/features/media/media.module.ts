import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Storage } from '../../lib/storage.js';
import type { MembershipService } from '../membership/membership.service.js';

export interface MediaDeps {
  db: Db;
  config: Config;
  storage: Storage;
  jobs: JobQueue;
  membership: MembershipService;
}

/** Video upload (api.posts.createVideo), the transcode job, and media files (api.posts.videoView). */
export async function registerMedia(app: FastifyInstance, deps: MediaDeps): Promise<void> {
  // Filled in by the media pipeline.
  void app;
  void deps;
}
