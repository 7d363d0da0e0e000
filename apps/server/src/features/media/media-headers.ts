import { MEDIA } from '@plaza/contract';

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  '3gp': 'video/3gpp',
  webm: 'video/webm',
  flv: 'video/x-flv',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
};

/** A year: segments, thumbnails and originals are never rewritten under the same name. */
const IMMUTABLE = 'max-age=31536000, immutable';

/** A media file's content type, from its name (names are checked against MEDIA.fileNamePattern). */
export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[fileName.slice(fileName.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * Playlists are checked again on each load; everything else is cached for good, but only by the
 * viewer's browser: every media file needs a signed-in viewer (a public post may still sit in a
 * members-only channel), so no shared cache may keep one.
 */
export function cacheControlOf(fileName: string): string {
  if (fileName.endsWith('.m3u8')) return 'no-cache';
  return `private, ${IMMUTABLE}`;
}

/** The headers every media file is sent with. */
export function mediaHeaders(fileName: string, mtime: Date): Record<string, string> {
  return {
    'content-type': contentTypeOf(fileName),
    'cache-control': cacheControlOf(fileName),
    'last-modified': mtime.toUTCString(),
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'",
  };
}

export const SLUG_PATTERN = /^[a-f0-9]{24}$/;

export function isMediaFileName(name: string): boolean {
  return MEDIA.fileNamePattern.test(name);
}
