import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A year: photo names are random and never reused, so a stored photo never changes. */
const PHOTO_CACHE = 'public, max-age=31536000, immutable';

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
