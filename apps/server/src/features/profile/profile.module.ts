import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { LocalStorage } from '../../lib/storage.js';
import { UserRepository } from '../users/user.repository.js';
import { ProfileRepository } from './profile.repository.js';
import { registerProfileRoutes } from './profile.routes.js';
import { ProfileService } from './profile.service.js';

/**
 * Profile edits and display photos. Multipart parsing is registered in a scope of its own that
 * holds only the upload route, so every other route stays JSON-only (415 for form data).
 */
export async function registerProfile(app: FastifyInstance, deps: { db: Db; config: Config }): Promise<void> {
  const { db, config } = deps;
  const storage = new LocalStorage(join(config.dataDir, 'media'));
  const profiles = new ProfileService(new UserRepository(db), new ProfileRepository(db), storage, app.log);
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart);
    registerProfileRoutes(app, uploads, { profiles, tmpDir: join(config.dataDir, 'tmp') });
  });
}
