import { rm } from 'node:fs/promises';
import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { toUserDto } from '../users/user.mapper.js';
import { receivePhoto } from './photo-upload.js';
import type { ProfileService } from './profile.service.js';

/** A year: photo names are random and never reused, so a stored photo never changes. */
const PHOTO_CACHE = 'public, max-age=31536000, immutable';

/** `uploads` is the scope that parses multipart bodies; every other route stays JSON-only. */
export function registerProfileRoutes(
  app: FastifyInstance,
  uploads: FastifyInstance,
  deps: { profiles: ProfileService; tmpDir: string },
) {
  const { profiles, tmpDir } = deps;

  route(app, api.profile.update, async ({ actor, body }) => ({
    user: toUserDto(await profiles.update(actor.user, body)),
  }));

  route(uploads, api.profile.uploadPhoto, async ({ actor, request }) => {
    const upload = await receivePhoto(request, tmpDir);
    try {
      return { user: toUserDto(await profiles.replacePhoto(actor.user, upload)) };
    } finally {
      await rm(upload, { force: true });
    }
  });

  route(app, api.profile.photo, async ({ params, reply }) => {
    const stream = await profiles.photo(params.file);
    void reply.headers({
      'content-type': 'image/webp',
      'cache-control': PHOTO_CACHE,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
    return stream;
  });

  route(app, api.profile.byUserName, async ({ params }) => ({
    user: await profiles.byUserName(params.userName),
  }));
}
