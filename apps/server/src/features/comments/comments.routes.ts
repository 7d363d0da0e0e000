import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { CommentLikeService } from './comment-like.service.js';
import type { CommentReadService } from './comment-read.service.js';
import type { CommentService } from './comment.service.js';

export function registerCommentRoutes(
  app: FastifyInstance,
  deps: { comments: CommentService; reads: CommentReadService; likes: CommentLikeService },
): void {
  const { comments, reads, likes } = deps;
  route(app, api.comments.create, ({ actor, body }) => comments.create(actor, body));
  route(app, api.comments.update, ({ actor, body }) => comments.update(actor, body.commentId, body.comment));
  route(app, api.comments.remove, ({ actor, params }) => comments.remove(actor, params.commentId));
  route(app, api.comments.list, ({ actor, params, query }) => reads.list(actor, params.postId, query));
  route(app, api.comments.replies, ({ actor, params, query }) =>
    reads.replies(actor, params.postId, params.parentId, query),
  );
  route(app, api.comments.like, ({ actor, body }) => likes.like(actor, body.postId, body.postCommentId));
  route(app, api.comments.unlike, ({ actor, params }) => likes.unlike(actor, params.commentId));
}
