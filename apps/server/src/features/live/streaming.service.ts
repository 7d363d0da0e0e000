import { LIVE, type StreamingSettings, type StreamKey } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import type { LivePostRepository } from './live-post.repository.js';
import { hashStreamKey, newStreamKey } from './stream-key.js';
import type { StreamKeyRepository } from './stream-key.repository.js';

/** A member's streaming settings and stream key (shown once, stored hashed). */
export class StreamingService {
  constructor(
    private readonly keys: StreamKeyRepository,
    private readonly posts: LivePostRepository,
    private readonly rtmpUrl: string,
  ) {}

  async settings(actor: Actor): Promise<StreamingSettings> {
    const [hasStreamKey, livePostId] = await Promise.all([
      this.keys.exists(actor.user.id),
      this.posts.liveOf(actor.user.id),
    ]);
    return { rtmpUrl: this.rtmpUrl, hasStreamKey, keyframeIntervalSeconds: LIVE.keyframeIntervalSeconds, livePostId };
  }

  /** Only a signed-in session may: a program holding the API key must not take over the member's lives. */
  async regenerate(actor: Actor): Promise<StreamKey> {
    if (actor.via !== 'session') throw new AppError('NOT_AUTHORIZED');
    const streamKey = newStreamKey();
    await this.keys.replace(actor.user.id, hashStreamKey(streamKey));
    return { rtmpUrl: this.rtmpUrl, streamKey };
  }
}
