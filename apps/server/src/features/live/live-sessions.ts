import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LIVE } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../lib/storage.js';
import { HlsPackager, playlistSeconds } from './hls-packager.js';
import type { LivePost } from './live-post.repository.js';
import { closeLive } from './live-recording.js';
import type { LiveService } from './live.service.js';
import { RtmpIngest, type IngestHandlers, type Publisher } from './rtmp-ingest.js';

export interface LiveSessionsOptions {
  live: LiveService;
  storage: Storage;
  ffmpegPath: string;
  tmpDir: string;
  log: FastifyBaseLogger;
  /** How long a dropped publisher may take to come back to the same live. */
  resumeWindowMs: number;
}

/** One live across its publishes: its post, its temporary folder and what of it is in storage. */
interface Live {
  post: LivePost;
  userId: string;
  outDir: string;
  stored: Set<string>;
  /** Publishes so far (each records a part). */
  parts: number;
}

interface Running {
  live: Live;
  packager: HlsPackager;
  /** This publish's going live (after its first segment), which its end must follow. */
  wentLive(): Promise<void>;
}

/**
 * The lives of this ingest process: each accepted publisher gets its post and a packager. When the
 * publisher leaves, the live is held for the resume window: the same member publishing again
 * within it goes on in the same post and playlist; otherwise (or at this process's shutdown) the
 * live ends and its recording goes to the VOD transcode.
 */
export class LiveSessions implements IngestHandlers {
  readonly ingest: RtmpIngest;
  private port = 0;
  private readonly running = new Map<string, Promise<Running | null>>();
  /** Lives whose publisher left, by member, until the resume window closes. */
  private readonly held = new Map<string, { live: Live; timer: NodeJS.Timeout }>();
  /** A member's live being stopped: a publish meanwhile waits for it, to resume it. */
  private readonly stopping = new Map<string, Promise<void>>();
  /** The posts of this process's lives, from their publish to their end. */
  private readonly posts = new Set<string>();

  constructor(private readonly options: LiveSessionsOptions) {
    this.ingest = new RtmpIngest(this, options.log);
  }

  /** Listens for publishers; answers the port (a free one when asked for 0). */
  async listen(port: number, host: string): Promise<number> {
    this.port = await this.ingest.listen(port, host);
    return this.port;
  }

  /** Whether this process runs (or holds) the live in the post: another process's sweep must not end it. */
  owns(postId: string): boolean {
    return this.posts.has(postId);
  }

  onPublish(publisher: Publisher): void {
    this.running.set(
      publisher.id,
      this.begin(publisher).catch((error: unknown) => {
        this.options.log.error({ err: error }, 'a live could not start');
        publisher.refuse();
        return null;
      }),
    );
  }

  onPublishEnd(publisherId: string): void {
    const started = this.running.get(publisherId);
    if (!started) return;
    this.running.delete(publisherId);
    void this.pause(started);
  }

  /** Ends every live of this process (shutdown): their recordings are kept. */
  async close(): Promise<void> {
    const all = [...this.running.values()];
    this.running.clear();
    await this.ingest.close();
    await Promise.all(all.map((started) => this.pause(started)));
    await Promise.all([...this.held.keys()].map((userId) => this.end(userId)));
  }

  private async begin(publisher: Publisher): Promise<Running | null> {
    const { live, log } = this.options;
    const publishedAt = Date.now();
    const userId = await live.publisherOf(publisher.streamKey);
    if (!userId) return this.refuse(publisher, 'INVALID_STREAM_KEY');
    await this.stopping.get(userId);
    const held = this.held.get(userId);
    let current: Live;
    if (held) {
      clearTimeout(held.timer);
      this.held.delete(userId);
      current = held.live;
      log.info({ postId: current.post.id, part: current.parts }, 'live resumed');
    } else {
      const start = await live.beginFor(userId);
      if ('refused' in start) return this.refuse(publisher, start.refused);
      await mkdir(this.options.tmpDir, { recursive: true });
      const outDir = await mkdtemp(join(this.options.tmpDir, `live-${start.post.slug}-`));
      current = { post: start.post, userId, outDir, stored: new Set(), parts: 0 };
      this.posts.add(start.post.id);
    }
    const { post } = current;
    const part = current.parts;
    current.parts += 1;
    const before = await readFile(join(current.outDir, LIVE.playlistName), 'utf8').catch(() => '');
    const path = this.ingest.packagerPath(publisher.id, post.slug);
    let wentLive = Promise.resolve();
    const packager = new HlsPackager({
      ffmpegPath: this.options.ffmpegPath,
      input: `rtmp://127.0.0.1:${this.port}${path}`,
      slug: post.slug,
      storage: this.options.storage,
      outDir: current.outDir,
      part,
      offsetSeconds: playlistSeconds(before),
      stored: current.stored,
      log,
      onFirstSegment: () => {
        log.info({ postId: post.id, part, firstSegmentMs: Date.now() - publishedAt }, 'live started');
        wentLive = live
          .wentLive(post)
          .catch((error: unknown) => log.error({ err: error, postId: post.id }, 'live start failed'));
      },
    });
    await packager.start();
    return { live: current, packager, wentLive: () => wentLive };
  }

  private refuse(publisher: Publisher, refused: string): null {
    this.options.log.info({ module: 'rtmp', refused }, 'refused a publisher');
    publisher.refuse();
    return null;
  }

  /** The publisher left: the live is held for the resume window, or ends now if it never had a segment. */
  private async pause(started: Promise<Running | null>): Promise<void> {
    const running = await started;
    if (!running) return;
    const { live } = running;
    const stopped = (async () => {
      try {
        const { watchable } = await running.packager.stop();
        await running.wentLive();
        const timer = setTimeout(() => void this.end(live.userId), watchable ? this.options.resumeWindowMs : 0);
        this.held.set(live.userId, { live, timer });
      } catch (error) {
        this.options.log.error({ err: error, postId: live.post.id }, 'a live could not be stopped');
      }
    })();
    this.stopping.set(live.userId, stopped);
    await stopped;
    if (this.stopping.get(live.userId) === stopped) this.stopping.delete(live.userId);
  }

  /** The resume window closed (or the process stops): the live ends. */
  private async end(userId: string): Promise<void> {
    const held = this.held.get(userId);
    if (!held) return;
    clearTimeout(held.timer);
    this.held.delete(userId);
    const { post, outDir, stored, parts } = held.live;
    try {
      const watchable = stored.size > 0;
      if (watchable) await closeLive(this.options.storage, post.slug, outDir, parts);
      else await rm(outDir, { recursive: true, force: true });
      await this.options.live.finish(post, watchable);
      this.options.log.info({ postId: post.id, watchable, parts }, 'live ended');
    } catch (error) {
      this.options.log.error({ err: error, postId: post.id }, 'a live could not be finished');
    } finally {
      this.posts.delete(post.id);
    }
  }
}
