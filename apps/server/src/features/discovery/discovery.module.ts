import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { UserRepository } from '../users/user.repository.js';
import { CommunitySuggestionRepository } from './community-suggestions.repository.js';
import { ContactSuggestionRepository } from './contact-suggestions.repository.js';
import { registerSuggestionRoutes } from './suggestions.routes.js';
import { SuggestionService } from './suggestions.service.js';
import { UserCommunityRepository } from './user-community.repository.js';
import { registerUserCommunityRoutes } from './user-community.routes.js';
import { UserCommunityService } from './user-community.service.js';
import { UserSearchRepository } from './user-search.repository.js';
import { registerUserSearchRoutes } from './user-search.routes.js';
import { UserSearchService } from './user-search.service.js';

/** Suggestions (people, zones, channels), the zones and channels of a user's profile, the people search. */
export function registerDiscovery(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const suggestions = new SuggestionService(new ContactSuggestionRepository(db), new CommunitySuggestionRepository(db));
  registerSuggestionRoutes(app, { suggestions });
  const userCommunity = new UserCommunityService(new UserRepository(db), new UserCommunityRepository(db));
  registerUserCommunityRoutes(app, { userCommunity });
  registerUserSearchRoutes(app, { userSearch: new UserSearchService(new UserSearchRepository(db)) });
}
