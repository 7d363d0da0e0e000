import { LIVE, api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { Realtime } from '../../realtime/realtime.module.js';
import type { MediaDeps } from '../media/media.module.js';
import { channelAccess } from '../channels/channel-access.js';
import { ChannelRepository } from '../channels/channel.repository.js';
import { MembershipRepository } from '../places/membership.repository.js';
import { PostRepository } from '../posts/post.repository.js';
import { LiveAudienceRepository } from './live-audience.repository.js';
import { LiveRecovery } from './live-recovery.js';
import { LivePostService } from './live-post.service.js';
import { LivePostRepository } from './live-post.repository.js';
import { LiveService } from './live.service.js';
import { LiveSessions } from './live-sessions.js';
import { StreamKeyRepository } from './stream-key.repository.js';
import { StreamingService } from './streaming.service.js';

/** How long a dropped publisher may take to come back, and when a live without segments has lost its ingest. */
export interface LiveTiming {
  resumeWindowMs: number;
  staleMs: number;
  /** How often the ingest looks for lives whose ingest is gone (also once at start-up). */
  sweepMs: number;
}

export const DEFAULT_LIVE_TIMING: LiveTiming = {
  resumeWindowMs: LIVE.resumeWindowSeconds * 1000,
  staleMs: LIVE.staleIngestSeconds * 1000,
  sweepMs: 60_000,
};

/** The media pipeline's (without the media signer's secret), and the live room the end is announced to. */
export type LiveDeps = Omit<MediaDeps, 'secret'> & { realtime: Realtime; timing?: Partial<LiveTiming> };

export interface LiveIngest {
  /** The RTMP port listened on; null when this process has no `ingest` role. */
  rtmpPort: number | null;
  close(): Promise<void>;
}

/**
 * Streaming settings, stream keys and prepared live posts (api.streaming), and with the `ingest` role
 * the RTMP ingest.
 */
export async function registerLive(app: FastifyInstance, deps: LiveDeps): Promise<LiveIngest> {
  const { db, config } = deps;
  const keys = new StreamKeyRepository(db);
  const posts = new LivePostRepository(db);
  const ingest = config.roles.ingest ? await startIngest(app, deps, keys, posts) : null;
  const rtmpPort = ingest?.rtmpPort ?? config.rtmp.port;
  const rtmpUrl = config.rtmp.publicUrl ?? `rtmp://${config.appUrl.hostname}:${rtmpPort}/${LIVE.rtmpApp}`;
  const streaming = new StreamingService(keys, posts, rtmpUrl);
  route(app, api.streaming.settings, ({ actor }) => streaming.settings(actor));
  route(app, api.streaming.regenerateKey, ({ actor }) => streaming.regenerate(actor));
  const prepared = new LivePostService({
    db,
    membership: deps.membership,
    access: channelAccess(new ChannelRepository(db), new MembershipRepository(db)),
    livePosts: posts,
    posts: new PostRepository(db),
  });
  route(app, api.streaming.prepareLive, ({ actor, body }) => prepared.prepare(actor, body));
  return ingest ?? { rtmpPort: null, close: async () => {} };
}

async function startIngest(
  app: FastifyInstance,
  deps: LiveDeps,
  keys: StreamKeyRepository,
  posts: LivePostRepository,
): Promise<LiveIngest> {
  const { config } = deps;
  const timing = {
    ...DEFAULT_LIVE_TIMING,
    resumeWindowMs: config.rtmp.resumeWindowSeconds * 1000,
    ...deps.timing,
  };
  const log = app.log.child({ module: 'live' });
  const live = new LiveService({ ...deps, keys, posts, audience: new LiveAudienceRepository(deps.db), log });
  const sessions = new LiveSessions({
    live,
    storage: deps.storage,
    ffmpegPath: config.ffmpegPath,
    tmpDir: deps.tmpDir,
    log,
    resumeWindowMs: timing.resumeWindowMs,
  });
  const rtmpPort = await sessions.listen(config.rtmp.port, config.rtmp.host);
  log.info({ rtmpPort }, 'RTMP ingest listening');
  const recovery = new LiveRecovery({
    posts,
    live,
    storage: deps.storage,
    tmpDir: deps.tmpDir,
    log,
    staleMs: timing.staleMs,
    isOwn: (postId) => sessions.owns(postId),
  });
  let sweeping = recovery.sweep();
  const sweeper = setInterval(() => {
    sweeping = sweeping.then(() => recovery.sweep());
  }, timing.sweepMs);
  sweeper.unref();
  return {
    rtmpPort,
    close: async () => {
      clearInterval(sweeper);
      await sweeping;
      await sessions.close();
    },
  };
}
