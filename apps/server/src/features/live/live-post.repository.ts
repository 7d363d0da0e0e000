import { LIVE } from '@plaza/contract';
import type { Db } from '../../db/database.js';

/** A live post from its creation on publish to the end of the live. */
export interface LivePost {
  id: string;
  slug: string;
  createdBy: string;
}

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
    return { id: row.id, slug: row.slug, createdBy: row.created_by };
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
