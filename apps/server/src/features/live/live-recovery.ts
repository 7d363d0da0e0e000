import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LIVE } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../lib/storage.js';
import { mediaKey } from '../posts/media-keys.js';
import type { LivePostRepository, OrphanCandidate } from './live-post.repository.js';
import type { LiveService } from './live.service.js';

export interface LiveRecoveryDeps {
  posts: LivePostRepository;
  live: LiveService;
  storage: Storage;
  tmpDir: string;
  log: FastifyBaseLogger;
  /** A live whose playlist is older than this has lost its ingest. */
  staleMs: number;
  /** The lives this process runs (or holds for a resume): never another's to end. */
  isOwn(postId: string): boolean;
}

export const segmentsOf = (playlist: string): string[] =>
  playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

async function readText(storage: Storage, key: string): Promise<string | null> {
  const stream = await storage.stream(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Lives left behind by an ingest that is gone (a crash, a killed process): still `streaming`, or
 * claimed by a publisher, with no segment written for `staleMs`. A live with segments is ended as
 * its publisher's leaving would end it, its recording made from the segments in storage (MPEG-TS
 * joins end to end; the one the packager kept was in the dead process's temporary folder); one
 * claimed without any segment is prepared again for the next publish.
 */
export class LiveRecovery {
  constructor(private readonly deps: LiveRecoveryDeps) {}

  /** Ends the stale lives; answers their post ids. */
  async sweep(now = Date.now()): Promise<string[]> {
    const { posts, storage, log } = this.deps;
    const ended: string[] = [];
    for (const post of await posts.unfinished()) {
      if (this.deps.isOwn(post.id)) continue;
      try {
        const info = await storage.stat(mediaKey(post.slug, LIVE.playlistName));
        const since = info?.mtime.getTime() ?? post.createdAt.getTime();
        if (now - since < this.deps.staleMs) continue;
        if (!info) {
          await posts.release(post.id);
          continue;
        }
        await this.recover(post);
        ended.push(post.id);
      } catch (error) {
        log.error({ err: error, postId: post.id }, 'a stale live could not be ended');
      }
    }
    if (ended.length > 0) log.info({ ended }, 'ended lives whose ingest is gone');
    return ended;
  }

  private async recover(post: OrphanCandidate): Promise<void> {
    const { storage, live, tmpDir } = this.deps;
    const playlist = (await readText(storage, mediaKey(post.slug, LIVE.playlistName))) ?? '';
    const segments = segmentsOf(playlist).filter((name) => !name.includes('/'));
    await mkdir(tmpDir, { recursive: true });
    const dir = await mkdtemp(join(tmpDir, `live-recover-${post.slug}-`));
    try {
      const recording = join(dir, LIVE.recordingName);
      const out = createWriteStream(recording);
      for (const name of segments) {
        const segment = await storage.stream(mediaKey(post.slug, name));
        if (segment) await pipeline(segment, out, { end: false });
      }
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      await storage.putFile(mediaKey(post.slug, LIVE.recordingName), recording);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // Players stop waiting for more.
    if (!playlist.includes('#EXT-X-ENDLIST')) {
      await storage.put(mediaKey(post.slug, LIVE.playlistName), Buffer.from(`${playlist.trimEnd()}\n#EXT-X-ENDLIST\n`));
    }
    await live.finish(
      { id: post.id, slug: post.slug, createdBy: post.createdBy, prepared: false },
      segments.length > 0,
    );
  }
}
