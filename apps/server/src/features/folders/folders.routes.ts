import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { FolderService } from './folder.service.js';

/** Saved-post folders (api.folders). */
export function registerFolderRoutes(app: FastifyInstance, folders: FolderService): void {
  route(app, api.folders.list, ({ actor, query }) => folders.list(actor, query.postId));
  route(app, api.folders.create, ({ actor, body }) => folders.create(actor, body.title));
  route(app, api.folders.update, ({ actor, params, body }) => folders.rename(actor, params.id, body.title));
  route(app, api.folders.remove, async ({ actor, params }) => {
    await folders.remove(actor, params.id);
    return { success: true as const };
  });
  route(app, api.folders.items, ({ actor, params, query }) => folders.items(actor, params.id, query));
  route(app, api.folders.addItem, ({ actor, body }) => folders.addItem(actor, body.folderId, body.postId));
  route(app, api.folders.removeItem, ({ actor, body }) => folders.removeItem(actor, body.folderId, body.postId));
}
