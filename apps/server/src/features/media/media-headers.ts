import { MEDIA } from '@plaza/contract';
import type { MediaGrant } from './media-signature.js';

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

/** A media file's content type, from its name (names are checked against MEDIA.fileNamePattern). */
export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[fileName.slice(fileName.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export function isPlaylist(fileName: string): boolean {
  return fileName.endsWith('.m3u8');
}

/**
 * Playlists are checked again on each load; everything else is never rewritten under its name,
 * so it is cached until the signature expires. A post every signed-in user may see is `public`
 * (a CDN keeps it, keyed by its signed address); any other only in the viewer's browser.
 */
export function cacheControlOf(fileName: string, grant: MediaGrant, nowMs = Date.now()): string {
  const scope = grant.public ? 'public' : 'private';
  if (isPlaylist(fileName)) return `${scope}, no-cache`;
  return `${scope}, max-age=${Math.max(0, grant.expiresAt - Math.floor(nowMs / 1000))}, immutable`;
}

/** The headers every media file is sent with. */
export function mediaHeaders(fileName: string, mtime: Date, cacheControl: string): Record<string, string> {
  return {
    'content-type': contentTypeOf(fileName),
    'cache-control': cacheControl,
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
