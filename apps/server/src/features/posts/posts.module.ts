import type { PostSightLoss } from '../chat/live-room-access.js';
import type { Notifier } from '../notifications/notifier.js';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { QueryShapes } from '../../db/query-shapes.js';
import type { Storage } from '../../lib/storage.js';
import { FeedRepository } from './feed.repository.js';
import { FeedService } from './feed.service.js';
import { PostAccess } from './post-access.js';
import { registerPostEngagementRoutes } from './post-engagement.routes.js';
import { PostRepository } from './post.repository.js';
import { PostService } from './post.service.js';
import { registerPostRoutes } from './posts.routes.js';
import { ReactionRepository } from './reaction.repository.js';
import { ReactionService } from './reaction.service.js';
import { ReportRepository } from './report.repository.js';
import { ReportService } from './report.service.js';
import { ViewRepository } from './view.repository.js';
import { ViewService } from './view.service.js';

export interface PostsDeps {
  db: Db;
  config: Config;
  storage: Storage;
  /** Creates notifications (new posts, likes, finished or failed transcodes). */
  notifier: Notifier;
  /** Told when a post turns private or is deleted, so its live room drops those who lost sight. */
  sight: PostSightLoss;
}

/** Posts: feed, detail, update, remove, featured, reactions, views, reports (api.posts, api.postReports). */
export function registerPosts(app: FastifyInstance, deps: PostsDeps): void {
  const { db, storage } = deps;
  const posts = new PostRepository(db);
  const access = new PostAccess(posts);
  registerPostRoutes(app, {
    // Outside production, every feed page compiled from its shape is checked against a direct build.
    feed: new FeedService(new FeedRepository(db, new QueryShapes(!deps.config.isProduction)), access),
    posts: new PostService(posts, access, storage, deps.sight),
  });
  registerPostEngagementRoutes(app, {
    reactions: new ReactionService(db, new ReactionRepository(), deps.notifier),
    views: new ViewService(db, access, new ViewRepository()),
    reports: new ReportService(new ReportRepository(db), access),
  });
}
