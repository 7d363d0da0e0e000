import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../lib/storage.js';
import { HlsPackager } from './hls-packager.js';
import type { LivePost } from './live-post.repository.js';
import type { LiveService } from './live.service.js';
import { RtmpIngest, type IngestHandlers, type Publisher } from './rtmp-ingest.js';

export interface LiveSessionsOptions {
  live: LiveService;
  storage: Storage;
  ffmpegPath: string;
  tmpDir: string;
  log: FastifyBaseLogger;
}

interface Running {
  post: LivePost;
  packager: HlsPackager;
  /** The post's going live (after its first segment), which its end must follow. */
  wentLive(): Promise<void>;
}

/**
 * The lives of this ingest process: each accepted publisher gets its post and a packager, and
 * its end (or this process's shutdown) stops the packager and finishes the post.
 */
export class LiveSessions implements IngestHandlers {
  readonly ingest: RtmpIngest;
  private port = 0;
  private readonly running = new Map<string, Promise<Running | null>>();
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

  /** Whether this process runs the live in the post (another process's sweep must not end it). */
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
    void this.end(started);
  }

  /** Ends every live of this process (shutdown): their recordings are kept. */
  async close(): Promise<void> {
    const all = [...this.running.values()];
    this.running.clear();
    await this.ingest.close();
    await Promise.all(all.map((started) => this.end(started)));
  }

  private async begin(publisher: Publisher): Promise<Running | null> {
    const { live, log } = this.options;
    const publishedAt = Date.now();
    const start = await live.begin(publisher.streamKey);
    if ('refused' in start) {
      log.info({ module: 'rtmp', refused: start.refused }, 'refused a publisher');
      publisher.refuse();
      return null;
    }
    const { post } = start;
    this.posts.add(post.id);
    const path = this.ingest.packagerPath(publisher.id, post.slug);
    let wentLive = Promise.resolve();
    const packager = new HlsPackager({
      ffmpegPath: this.options.ffmpegPath,
      input: `rtmp://127.0.0.1:${this.port}${path}`,
      slug: post.slug,
      storage: this.options.storage,
      tmpDir: this.options.tmpDir,
      log,
      onFirstSegment: () => {
        log.info({ postId: post.id, firstSegmentMs: Date.now() - publishedAt }, 'live started');
        wentLive = live
          .wentLive(post)
          .catch((error: unknown) => log.error({ err: error, postId: post.id }, 'live start failed'));
      },
    });
    await packager.start();
    return { post, packager, wentLive: () => wentLive };
  }

  private async end(started: Promise<Running | null>): Promise<void> {
    const running = await started;
    if (!running) return;
    const { post, packager } = running;
    try {
      const { watchable } = await packager.stop();
      await running.wentLive();
      await this.options.live.finish(post, watchable);
      this.options.log.info({ postId: post.id, watchable }, 'live ended');
    } catch (error) {
      this.options.log.error({ err: error, postId: post.id }, 'a live could not be finished');
    } finally {
      this.posts.delete(post.id);
    }
  }
}
