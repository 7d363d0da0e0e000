import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Notifier } from '../notifications/notifier.js';
import { CommentLikeRepository } from './comment-like.repository.js';
import { CommentLikeService } from './comment-like.service.js';
import { CommentReadService } from './comment-read.service.js';
import { CommentRepository } from './comment.repository.js';
import { CommentService } from './comment.service.js';
import { registerCommentRoutes } from './comments.routes.js';

/** Comments, replies and comment likes, with their notifications (api.comments). */
export function registerComments(app: FastifyInstance, deps: { db: Db; notifier: Notifier }): void {
  const { db, notifier } = deps;
  const comments = new CommentRepository(db);
  registerCommentRoutes(app, {
    comments: new CommentService(db, comments, notifier),
    reads: new CommentReadService(db, comments),
    likes: new CommentLikeService(db, comments, new CommentLikeRepository(), notifier),
  });
}
