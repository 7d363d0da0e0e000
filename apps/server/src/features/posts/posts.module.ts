import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Storage } from '../../lib/storage.js';

export interface PostsDeps {
  db: Db;
  config: Config;
  storage: Storage;
}

/** Posts: feed, detail, update, remove, featured, reactions, views, reports (api.posts, api.postReports). */
export function registerPosts(app: FastifyInstance, deps: PostsDeps): void {
  // Filled in by the posts feature.
  void app;
  void deps;
}
