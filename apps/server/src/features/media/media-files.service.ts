import type { Readable } from 'node:stream';
import { AppError } from '../../http/app-error.js';
import type { Storage } from '../../lib/storage.js';
import type { Actor } from '../../http/actor.js';
import { mediaKey } from '../posts/media-keys.js';
import type { PostRepository } from '../posts/post.repository.js';
import { parseRange } from './byte-range.js';
import { SLUG_PATTERN, isMediaFileName, mediaHeaders } from './media-headers.js';

/** What to answer for a media file: status, headers and the bytes (none for 416 or HEAD). */
export interface MediaFileReply {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  stream: Readable | null;
}

/**
 * A post's media files (api.posts.videoView) for those who may see the post. Anything else,
 * a private post of someone else included, is VIDEO_NOT_FOUND: nothing says it exists.
 */
export class MediaFileService {
  constructor(
    private readonly posts: PostRepository,
    private readonly storage: Storage,
  ) {}

  async open(
    actor: Actor,
    file: { slug: string; name: string },
    request: { range?: string; withBody: boolean },
  ): Promise<MediaFileReply> {
    if (!SLUG_PATTERN.test(file.slug) || !isMediaFileName(file.name)) throw new AppError('VIDEO_NOT_FOUND');
    const post = await this.posts.findVisibleBySlug(actor.user.id, file.slug);
    if (!post) throw new AppError('VIDEO_NOT_FOUND');
    const key = mediaKey(file.slug, file.name);
    const info = await this.storage.stat(key);
    if (!info) throw new AppError('VIDEO_NOT_FOUND');

    const headers = mediaHeaders(file.name, info.mtime);
    const wanted = parseRange(request.range, info.size);
    if (wanted.kind === 'unsatisfiable') {
      return { status: 416, headers: { ...headers, 'content-range': `bytes */${info.size}` }, stream: null };
    }
    const range = wanted.kind === 'partial' ? wanted.range : { start: 0, end: info.size - 1 };
    headers['content-length'] = String(range.end - range.start + 1);
    if (wanted.kind === 'partial') headers['content-range'] = `bytes ${range.start}-${range.end}/${info.size}`;
    const status = wanted.kind === 'partial' ? 206 : 200;
    if (!request.withBody || info.size === 0) return { status, headers, stream: null };
    // Always bounded: the stream ends after the last byte instead of reading again to find EOF.
    const stream = await this.storage.stream(key, range);
    if (!stream) throw new AppError('VIDEO_NOT_FOUND');
    return { status, headers, stream };
  }
}
