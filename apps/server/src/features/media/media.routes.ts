import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { api } from '@plaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import { allowUnreadBody, FORM_OVERHEAD_BYTES } from '../../http/upload-scope.js';
import type { MediaFileService } from './media-files.service.js';
import type { VideoUploadService } from './video-upload.service.js';
import { receiveVideo } from './video-receiver.js';

export interface MediaRouteDeps {
  uploads: VideoUploadService;
  files: MediaFileService;
  /** Where uploads wait while they are checked (DATA_DIR/tmp). */
  tmpDir: string;
}

function declaredLength(request: FastifyRequest): number | null {
  const value = Number(request.headers['content-length']);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** `uploadScope` parses multipart bodies; every other route stays JSON-only. */
export function registerMediaRoutes(app: FastifyInstance, uploadScope: FastifyInstance, deps: MediaRouteDeps): void {
  const { uploads, files, tmpDir } = deps;

  route(uploadScope, api.posts.createVideo, async ({ actor, request }) => {
    let uploadPath: string | null = null;
    try {
      const maxBytes = await uploads.sizeLimit(actor, declaredLength(request));
      // Refused before the file is read (a bad title, say): the rest of the plan's upload is read and dropped.
      allowUnreadBody(request, maxBytes + FORM_OVERHEAD_BYTES);
      const received = await receiveVideo(request, {
        tmpDir,
        maxBytes,
        accept: (fields) => uploads.place(actor, fields),
      });
      uploadPath = received.path;
      return await uploads.create(actor, received.fields, received.path);
    } finally {
      if (uploadPath) await rm(uploadPath, { force: true });
    }
  });

  route(app, api.posts.videoView, async ({ actor, params, request, reply }) => {
    const file = await files.open(
      actor,
      { slug: params.slug, name: params.videoName },
      { range: request.headers.range, withBody: request.method !== 'HEAD' },
    );
    void reply.status(file.status).headers(file.headers);
    // HEAD: an empty stream keeps the Content-Length set above.
    return file.stream ?? (file.status === 416 ? '' : Readable.from([]));
  });
}
