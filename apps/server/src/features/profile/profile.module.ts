import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { registerUploadScope } from '../photos/photo-http.js';
import { createPhotos } from '../photos/photos.js';
import { UserRepository } from '../users/user.repository.js';
import { ProfileRepository } from './profile.repository.js';
import { registerProfileRoutes } from './profile.routes.js';
import { ProfileService } from './profile.service.js';

/** Profile edits and display photos. */
export async function registerProfile(app: FastifyInstance, deps: { db: Db; config: Config }): Promise<void> {
  const { db, config } = deps;
  const photos = createPhotos(config, app.log);
  const profiles = new ProfileService(new UserRepository(db), new ProfileRepository(db), photos.store);
  await registerUploadScope(app, (uploads) => registerProfileRoutes(app, uploads, { profiles, tmpDir: photos.tmpDir }));
}
