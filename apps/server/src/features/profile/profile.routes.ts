import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { sendPhoto } from '../photos/photo-http.js';
import type { Photos } from '../photos/photos.js';
import { toUserDto } from '../users/user.mapper.js';
import type { ProfileRelationService } from './profile-relation.service.js';
import type { ProfileService } from './profile.service.js';

/** `uploads` is the scope that parses multipart bodies; every other route stays JSON-only. */
export function registerProfileRoutes(
  app: FastifyInstance,
  uploads: FastifyInstance,
  deps: { profiles: ProfileService; relations: ProfileRelationService; photos: Photos },
) {
  const { profiles, relations, photos } = deps;

  route(app, api.profile.update, async ({ actor, body }) => toUserDto(await profiles.update(actor.user, body)));

  route(uploads, api.profile.uploadPhoto, ({ actor, request }) =>
    photos.receive(request, async (upload) => toUserDto(await profiles.replacePhoto(actor.user, upload))),
  );

  route(app, api.profile.photo, async ({ params, reply }) => sendPhoto(reply, await profiles.photo(params.file)));

  route(app, api.profile.byUserName, ({ actor, params }) => relations.profile(actor, params.userName));
}
