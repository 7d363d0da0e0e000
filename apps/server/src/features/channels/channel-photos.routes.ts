import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route, type HandlerContext } from '../../http/route.js';
import { sendPhoto } from '../photos/photo-http.js';
import type { Photos } from '../photos/photos.js';
import type { ChannelPhotoService, ChannelPhotoSlot } from './channel-photos.service.js';

type UploadEndpoint = typeof api.channels.uploadPhoto | typeof api.channels.uploadBackground;

/** `uploads` is the scope that parses multipart bodies; every other route stays JSON-only. */
export function registerChannelPhotoRoutes(
  app: FastifyInstance,
  uploads: FastifyInstance,
  deps: { photos: ChannelPhotoService; uploads: Photos },
): void {
  const { photos } = deps;

  const upload =
    (slot: ChannelPhotoSlot) =>
    async ({ actor, params, request }: HandlerContext<UploadEndpoint>) => {
      await photos.authorize(actor, params.id);
      return deps.uploads.receive(request, (file) => photos.replace(actor, params.id, slot, file));
    };

  route(uploads, api.channels.uploadPhoto, upload('display'));
  route(uploads, api.channels.uploadBackground, upload('background'));
  route(app, api.channels.photo, async ({ params, reply }) => sendPhoto(reply, await photos.photo(params.file)));
}
