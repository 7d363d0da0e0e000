import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { FeedService } from './feed.service.js';
import type { PostService } from './post.service.js';

const success = { success: true as const };

/** The feed, one post, its edits and removal, and the pinned post (api.posts). */
export function registerPostRoutes(app: FastifyInstance, deps: { feed: FeedService; posts: PostService }): void {
  const { feed, posts } = deps;

  route(app, api.posts.feed, ({ actor, query, request }) => feed.list(actor, query, request.zone?.id));
  route(app, api.posts.recommended, ({ actor, params }) => feed.recommended(actor, params.postId));
  route(app, api.posts.detail, ({ actor, params }) => posts.detail(actor, params.postId));
  route(app, api.posts.update, ({ actor, params, body }) => posts.update(actor, params.postId, body));
  route(app, api.posts.remove, async ({ actor, params }) => {
    await posts.remove(actor, params.id);
    return success;
  });

  route(app, api.posts.featured, ({ actor, params }) => posts.featuredOf(actor, params.userId));
  route(app, api.posts.feature, ({ actor, params }) => posts.feature(actor, params.postId));
  route(app, api.posts.unfeature, async ({ actor }) => {
    await posts.unfeature(actor);
    return success;
  });
}
