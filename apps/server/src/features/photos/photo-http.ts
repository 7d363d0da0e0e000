import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { receivePhoto } from './photo-upload.js';

/** A year: photo names are random and never reused, so a stored photo never changes. */
const PHOTO_CACHE = 'public, max-age=31536000, immutable';

/**
 * Registers upload routes in a scope of their own that parses multipart bodies, so every other
 * route stays JSON-only (415 for form data).
 */
export async function registerUploadScope(
  app: FastifyInstance,
  register: (uploads: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart);
    register(uploads);
  });
}

/** Receives the request's photo into a temporary file, hands it to `use`, then deletes it. */
export async function withUploadedPhoto<T>(
  request: FastifyRequest,
  tmpDir: string,
  use: (uploadPath: string) => Promise<T>,
): Promise<T> {
  const upload = await receivePhoto(request, tmpDir);
  try {
    return await use(upload);
  } finally {
    await rm(upload, { force: true });
  }
}

/** Sends a stored photo: WebP, cached for good, never sniffed or run as a document. */
export function sendPhoto(reply: FastifyReply, stream: Readable): Readable {
  void reply.headers({
    'content-type': 'image/webp',
    'cache-control': PHOTO_CACHE,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'",
  });
  return stream;
}
