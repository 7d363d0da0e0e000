import { LIVE } from '@plaza/contract';
import type { Db } from '../../db/database.js';

/** A live post from the publish that went live in it to the end of the live. */
export interface LivePost {
  id: string;
  slug: string;
  createdBy: string;
  /** Prepared by the member beforehand (Go live), rather than created by the publish. */
  prepared: boolean;
}

/** A live claimed by a publisher and not ended: a stale one has lost its ingest. */
export interface OrphanCandidate {
  id: string;
  slug: string;
  createdBy: string;
  createdAt: Date;
}

/** Where a prepared live post goes, and what it says (as an upload's). */
export interface PreparedLive {
  title: string;
  description: string;
  public: boolean;
  channelId: string | null;
  zoneId: string | null;
}

/*
 * A live post's states on its row: prepared (live_stream, not streaming, video_name the live
 * playlist, hls_playlist null), claimed by a publisher (hls_playlist the live playlist), live
 * (streaming), ended (video_name the recording, for the transcode).
 */

/** The writes of a live's life to its post (the transcode's outcome is the media repository's). */
export class LivePostRepository {
  constructor(private readonly db: Db) {}

  /**
   * The post of a live that has just been published to: on the member's profile, titled by
   * default, not yet `streaming` (it is once its first segment can be played). Its video is the
   * live playlist until the live ends.
   */
  async insert(trx: Db, userId: string, slug: string): Promise<LivePost> {
    const row = await trx
      .insertInto('posts')
      .values({
        slug,
        created_by: userId,
        channel_id: null,
        zone_id: null,
        title: LIVE.defaultTitle,
        public: true,
        live_stream: true,
        streaming: false,
        video_name: LIVE.playlistName,
        hls_playlist: LIVE.playlistName,
        media_status: 'processing',
      })
      .returning(['id', 'slug', 'created_by'])
      .executeTakeFirstOrThrow();
    return { id: row.id, slug: row.slug, createdBy: row.created_by, prepared: false };
  }

  /** A post the member's next publish goes live in; its playlist is named once it is claimed. */
  async prepare(trx: Db, userId: string, slug: string, live: PreparedLive): Promise<string> {
    const row = await trx
      .insertInto('posts')
      .values({
        slug,
        created_by: userId,
        channel_id: live.channelId,
        zone_id: live.zoneId,
        title: live.title,
        description: live.description,
        public: live.public,
        live_stream: true,
        streaming: false,
        video_name: LIVE.playlistName,
        hls_playlist: null,
        media_status: 'processing',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * The member's newest prepared post, claimed for a publisher: a second publisher at the same
   * moment skips the locked row (and goes live in a post of its own).
   */
  async claimPrepared(trx: Db, userId: string): Promise<LivePost | undefined> {
    const row = await trx
      .updateTable('posts')
      .set({ hls_playlist: LIVE.playlistName })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('posts')
          .select('id')
          .where('created_by', '=', userId)
          .where('live_stream', '=', true)
          .where('streaming', '=', false)
          .where('video_name', '=', LIVE.playlistName)
          .where('hls_playlist', 'is', null)
          .orderBy('created_at', 'desc')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'slug', 'created_by'])
      .executeTakeFirst();
    return row && { id: row.id, slug: row.slug, createdBy: row.created_by, prepared: true };
  }

  /** A prepared post whose publisher left before a first segment: prepared again for the next try. */
  async release(postId: string): Promise<void> {
    await this.db
      .updateTable('posts')
      .set({ hls_playlist: null })
      .where('id', '=', postId)
      .where('streaming', '=', false)
      .execute();
  }

  /** Lives claimed by a publisher (streaming or not yet) and not ended, in any ingest process. */
  async unfinished(): Promise<OrphanCandidate[]> {
    const rows = await this.db
      .selectFrom('posts')
      .select(['id', 'slug', 'created_by', 'created_at'])
      .where('live_stream', '=', true)
      .where('video_name', '=', LIVE.playlistName)
      .where('hls_playlist', 'is not', null)
      .execute();
    return rows.map((r) => ({ id: r.id, slug: r.slug, createdBy: r.created_by, createdAt: r.created_at }));
  }

  /** The member's post that is live now, if any. */
  async liveOf(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('posts')
      .select('id')
      .where('created_by', '=', userId)
      .where('streaming', '=', true)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** The live can be watched: false when the post is gone. */
  async markStreaming(trx: Db, postId: string): Promise<boolean> {
    const row = await trx
      .updateTable('posts')
      .set({ streaming: true })
      .where('id', '=', postId)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The live is over and its recording is the original the transcode reads; the live playlist
   * (now ended) stays playable until the VOD ladder replaces it. False when the post is gone.
   */
  async markEnded(trx: Db, postId: string): Promise<boolean> {
    const row = await trx
      .updateTable('posts')
      .set({ streaming: false, video_name: LIVE.recordingName, media_status: 'processing' })
      .where('id', '=', postId)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A live that never had a segment leaves nothing behind. */
  async delete(postId: string): Promise<void> {
    await this.db.deleteFrom('posts').where('id', '=', postId).execute();
  }
}
