import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { PostAccess } from '../posts/post-access.js';
import { PostRepository } from '../posts/post.repository.js';
import { FolderRepository } from './folder.repository.js';
import { FolderService } from './folder.service.js';
import { registerFolderRoutes } from './folders.routes.js';

/** Saved-post folders: each user's own, starting with the one a new account gets (migration 0007). */
export function registerFolders(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const folders = new FolderService(db, new FolderRepository(db), new PostAccess(new PostRepository(db)));
  registerFolderRoutes(app, folders);
}
