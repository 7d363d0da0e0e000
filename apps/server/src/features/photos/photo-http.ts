import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';

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
