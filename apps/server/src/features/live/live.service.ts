import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { afterCommit, inTransaction } from '../../db/unit-of-work.js';
import { AppError } from '../../http/app-error.js';
import type { AppJobQueue } from '../../jobs/job-queue.js';
import type { Storage } from '../../lib/storage.js';
import { emitEvent } from '../../realtime/emit.js';
import type { Realtime } from '../../realtime/realtime.module.js';
import { postRoom, userRoom } from '../../realtime/rooms.js';
import type { MembershipService } from '../membership/membership.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { mediaFolder } from '../posts/media-keys.js';
import type { LiveAudienceRepository } from './live-audience.repository.js';
import type { LivePost, LivePostRepository } from './live-post.repository.js';
import { hashStreamKey, looksLikeStreamKey } from './stream-key.js';
import type { StreamKeyRepository } from './stream-key.repository.js';

/** Why a publish is refused at connect. */
export type LiveRefusal = 'INVALID_STREAM_KEY' | 'INSUFFICIENT_MEMBERSHIP';

export type LiveStart = { post: LivePost } | { refused: LiveRefusal };

export interface LiveServiceDeps {
  db: Db;
  keys: StreamKeyRepository;
  posts: LivePostRepository;
  audience: LiveAudienceRepository;
  membership: MembershipService;
  notifier: Notifier;
  jobs: AppJobQueue;
  storage: Storage;
  /** Where the start and end of a live are announced (the publisher's tabs, the post's live room). */
  realtime: Realtime;
  log: FastifyBaseLogger;
}

/**
 * A live's life on the post: created when a member's key is published to (within the plan's
 * stream count), `streaming` once its first segment can be played (its audience is told then,
 * once), and at the end the recording goes to the VOD transcode and the live room hears it ended.
 */
export class LiveService {
  constructor(private readonly deps: LiveServiceDeps) {}

  /** The member whose stream key this is, if any. */
  async publisherOf(streamKey: string): Promise<string | undefined> {
    return looksLikeStreamKey(streamKey) ? this.deps.keys.ownerOf(hashStreamKey(streamKey)) : undefined;
  }

  async begin(streamKey: string): Promise<LiveStart> {
    const userId = await this.publisherOf(streamKey);
    if (!userId) return { refused: 'INVALID_STREAM_KEY' };
    return this.beginFor(userId);
  }

  /** A new live of the member's: in their newest prepared post, else a new one within their plan. */
  async beginFor(userId: string): Promise<LiveStart> {
    const { db, posts, membership } = this.deps;
    try {
      const post = await inTransaction(db, async (trx) => {
        // A prepared post was counted toward the plan when it was prepared.
        const prepared = await posts.claimPrepared(trx, userId);
        if (prepared) return prepared;
        await membership.assertUserCanCreate(trx, userId, 'streamCount');
        return posts.insert(trx, userId, randomBytes(12).toString('hex'));
      });
      return { post };
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_MEMBERSHIP') return { refused: error.code };
      throw error;
    }
  }

  /**
   * The first segment is in storage: the post is live, the publisher's tabs and the post's live room
   * hear it, and those who may see the post among the member's contacts and the channel's followers
   * are notified, once per live (`dedupe_key`, so a resumed live notifies nobody again).
   */
  async wentLive(post: LivePost): Promise<void> {
    const { db, posts, audience, notifier, realtime } = this.deps;
    await inTransaction(db, async (trx) => {
      if (!(await posts.markStreaming(trx, post.id))) return;
      const told = await audience.audienceOf(post.id, trx);
      await notifier.add(
        trx,
        told.map((userId) => ({
          userId,
          type: 'post' as const,
          createdBy: post.createdBy,
          postId: post.id,
          dedupeKey: `live:${post.id}`,
        })),
      );
      await afterCommit(trx, () =>
        emitEvent(realtime.io.to([userRoom(post.createdBy), postRoom(post.id)]), 'live_started', { postId: post.id }),
      );
    });
  }

  /**
   * The publisher left. A live that was watched becomes a video: its recording is transcoded into
   * the VOD ladder, and the live room hears the end. One that never had a segment leaves nothing:
   * a post the publish created is removed, a prepared one waits for the next publish.
   */
  async finish(post: LivePost, watchable: boolean): Promise<void> {
    const { db, posts, jobs, realtime, storage } = this.deps;
    if (!watchable) {
      await storage.deleteTree(mediaFolder(post.slug));
      if (post.prepared) await posts.release(post.id);
      else await posts.delete(post.id);
      return;
    }
    await inTransaction(db, async (trx) => {
      if (!(await posts.markEnded(trx, post.id))) return;
      await jobs.enqueue('media.transcode', { postId: post.id }, trx);
      await afterCommit(trx, () => emitEvent(realtime.io.to(postRoom(post.id)), 'live_ended', { postId: post.id }));
    });
  }
}
