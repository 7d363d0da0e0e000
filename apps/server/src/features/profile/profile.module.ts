import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { registerUploadScope } from '../../http/upload-scope.js';
import type { Photos } from '../photos/photos.js';
import { UserRepository } from '../users/user.repository.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import { ProfileRelationRepository } from './profile-relation.repository.js';
import { ProfileRelationService } from './profile-relation.service.js';
import { ProfileRepository } from './profile.repository.js';
import { registerProfileRoutes } from './profile.routes.js';
import { ProfileService } from './profile.service.js';

/** Profile edits, display photos, and a user's profile with where they stand with the caller. */
export async function registerProfile(
  app: FastifyInstance,
  deps: { db: Db; photos: Photos; realtime: Pick<RealtimeHub, 'onlineAmong'> },
): Promise<void> {
  const { db, photos, realtime } = deps;
  const profiles = new ProfileService(new UserRepository(db), new ProfileRepository(db), photos.store);
  const relations = new ProfileRelationService(new ProfileRelationRepository(db), realtime);
  await registerUploadScope(app, (uploads) => registerProfileRoutes(app, uploads, { profiles, relations, photos }));
}
