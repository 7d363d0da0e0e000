import { type Readable } from 'node:stream';
import { signedMediaUrl } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import type { Storage } from '../../lib/storage.js';
import type { Actor } from '../../http/actor.js';
import { mediaKey } from '../posts/media-keys.js';
import { parseRange } from './byte-range.js';
import {
  cacheControlOf,
  contentTypeOf,
  isPlaylist,
  mediaHeaders,
  SLUG_PATTERN,
  isMediaFileName,
} from './media-headers.js';
import type { MediaRepository } from './media.repository.js';
import { windowStart, type MediaGrant, type MediaSigner } from './media-signature.js';
import { rewritePlaylist } from './playlist-rewrite.js';

/** What to answer for a media file: status, headers and the bytes (none for 302, 416 or HEAD). */
export interface MediaFileReply {
  status: 200 | 206 | 302 | 416;
  headers: Record<string, string>;
  body: Readable | string | null;
}

export interface MediaFileRequest {
  slug: string;
  name: string;
}

/** The redirect to a signed address is the caller's own: kept by their browser only, briefly. */
const REDIRECT_CACHE = 'private, max-age=300';

async function readText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A post's media files. The video view call checks (one query) that the caller may see the
 * post and redirects to the file's signed address; the media file call checks that signature
 * and nothing else, so playlists and segments never touch the database. Anything refused is
 * VIDEO_NOT_FOUND: nothing says a private post exists.
 */
export class MediaFileService {
  constructor(
    private readonly media: MediaRepository,
    private readonly storage: Storage,
    private readonly signer: MediaSigner,
  ) {}

  /** api.posts.videoView: where the caller reads the file, signed for them. */
  async redirect(actor: Actor, file: MediaFileRequest): Promise<MediaFileReply> {
    if (!SLUG_PATTERN.test(file.slug) || !isMediaFileName(file.name)) throw new AppError('VIDEO_NOT_FOUND');
    const access = await this.media.mediaAccess(actor.user.id, file.slug);
    if (!access) throw new AppError('VIDEO_NOT_FOUND');
    const { signature } = this.signer.sign(file.slug, access.everyone);
    const location = signedMediaUrl(file.slug, signature, file.name);
    return { status: 302, headers: { location, 'cache-control': REDIRECT_CACHE }, body: null };
  }

  /** api.posts.mediaFile: the file, when the signature is valid for its post and unexpired. */
  async open(
    file: MediaFileRequest & { signature: string },
    request: { range?: string; withBody: boolean },
  ): Promise<MediaFileReply> {
    const grant = isMediaFileName(file.name) ? this.signer.verify(file.slug, file.signature) : null;
    if (!grant || !SLUG_PATTERN.test(file.slug)) throw new AppError('VIDEO_NOT_FOUND');
    const key = mediaKey(file.slug, file.name);
    const cacheControl = cacheControlOf(file.name, grant);
    if (isPlaylist(file.name)) return this.playlist(key, file, grant, cacheControl);
    const direct = await this.storage.directUrl(key, {
      signedAt: windowStart(grant),
      expiresAt: new Date(grant.expiresAt * 1000),
      contentType: contentTypeOf(file.name),
      cacheControl,
    });
    if (direct) return { status: 302, headers: { location: direct, 'cache-control': cacheControl }, body: null };
    return this.local(key, file.name, cacheControl, request);
  }

  /** A playlist; with a bucket that serves files itself, its segments are named by presigned URLs. */
  private async playlist(
    key: string,
    file: MediaFileRequest,
    grant: MediaGrant,
    cacheControl: string,
  ): Promise<MediaFileReply> {
    const [info, stream] = await Promise.all([this.storage.stat(key), this.storage.stream(key)]);
    if (!info || !stream) throw new AppError('VIDEO_NOT_FOUND');
    const text = await rewritePlaylist(await readText(stream), (segment) =>
      this.storage.directUrl(mediaKey(file.slug, segment), {
        signedAt: windowStart(grant),
        expiresAt: new Date(grant.expiresAt * 1000),
        contentType: contentTypeOf(segment),
        cacheControl: cacheControlOf(segment, grant),
      }),
    );
    const headers = mediaHeaders(file.name, info.mtime, cacheControl);
    return { status: 200, headers: { ...headers, 'content-length': String(Buffer.byteLength(text)) }, body: text };
  }

  /** A file this process reads from storage itself, whole or by range. */
  private async local(
    key: string,
    name: string,
    cacheControl: string,
    request: { range?: string; withBody: boolean },
  ): Promise<MediaFileReply> {
    const info = await this.storage.stat(key);
    if (!info) throw new AppError('VIDEO_NOT_FOUND');
    const headers = mediaHeaders(name, info.mtime, cacheControl);
    const wanted = parseRange(request.range, info.size);
    if (wanted.kind === 'unsatisfiable') {
      return { status: 416, headers: { ...headers, 'content-range': `bytes */${info.size}` }, body: null };
    }
    const range = wanted.kind === 'partial' ? wanted.range : { start: 0, end: info.size - 1 };
    headers['content-length'] = String(range.end - range.start + 1);
    if (wanted.kind === 'partial') headers['content-range'] = `bytes ${range.start}-${range.end}/${info.size}`;
    const status = wanted.kind === 'partial' ? 206 : 200;
    if (!request.withBody || info.size === 0) return { status, headers, body: null };
    // Always bounded: the stream ends after the last byte instead of reading again to find EOF.
    const stream = await this.storage.stream(key, range);
    if (!stream) throw new AppError('VIDEO_NOT_FOUND');
    return { status, headers, body: stream };
  }
}
