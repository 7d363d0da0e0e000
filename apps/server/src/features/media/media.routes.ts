import { Readable } from 'node:stream';
import { api } from '@plaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import type { Storage } from '../../lib/storage.js';
import { mediaFolder } from '../posts/media-keys.js';
import { allowUnreadBody, FORM_OVERHEAD_BYTES } from '../../http/upload-scope.js';
import type { MediaFileService } from './media-files.service.js';
import type { VideoUploadService } from './video-upload.service.js';
import { receiveVideo } from './video-receiver.js';

export interface MediaRouteDeps {
  uploads: VideoUploadService;
  files: MediaFileService;
  storage: Storage;
}

function declaredLength(request: FastifyRequest): number | null {
  const value = Number(request.headers['content-length']);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** `uploadScope` parses multipart bodies; every other route stays JSON-only. */
export function registerMediaRoutes(app: FastifyInstance, uploadScope: FastifyInstance, deps: MediaRouteDeps): void {
  const { uploads, files, storage } = deps;

  route(uploadScope, api.posts.createVideo, async ({ actor, request }) => {
    const maxBytes = await uploads.sizeLimit(actor, declaredLength(request));
    // Refused before the file is read (a bad title, say): the rest of the plan's upload is read and dropped.
    allowUnreadBody(request, maxBytes + FORM_OVERHEAD_BYTES);
    const { slug, key } = uploads.newUpload();
    const received = await receiveVideo(request, {
      storage,
      key,
      maxBytes,
      accept: (fields) => uploads.place(actor, fields),
    }).catch(async (error: unknown) => {
      await storage.deleteTree(mediaFolder(slug));
      throw error;
    });
    return uploads.create(actor, received.fields, slug);
  });

  route(app, api.posts.videoView, async ({ actor, params, reply }) => {
    const file = await files.redirect(actor, { slug: params.slug, name: params.videoName });
    void reply.status(file.status).headers(file.headers);
    return '';
  });

  // No session or database: the signature is the whole check (the auth hook skips this route).
  route(app, api.posts.mediaFile, async ({ params, request, reply }) => {
    const file = await files.open(
      { slug: params.slug, signature: params.signature, name: params.fileName },
      { range: request.headers.range, withBody: request.method !== 'HEAD' },
    );
    void reply.status(file.status).headers(file.headers);
    // HEAD: an empty stream keeps the Content-Length set above.
    return file.body ?? (file.status === 200 || file.status === 206 ? Readable.from([]) : '');
  });
}
