import type { Db } from '../../db/database.js';
import type { NewPost } from '../../db/schema-posts.js';
import { visiblePosts } from '../posts/post.queries.js';

/** What the transcode job needs of a post. */
export interface PostMedia {
  id: string;
  slug: string;
  videoName: string;
  status: string;
  /** The author and title, for the notification when the transcode ends. */
  createdBy: string;
  title: string;
}

export interface ReadyMedia {
  renditions: number[];
  thumbnail: string;
  hlsPlaylist: string;
  durationSeconds: number | null;
}

/** The media pipeline's writes to posts: the new post of an upload, and the transcode's outcome. */
export class MediaRepository {
  constructor(private readonly db: Db) {}

  async insertPost(runner: Db, post: NewPost): Promise<string> {
    const row = await runner.insertInto('posts').values(post).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async find(postId: string): Promise<PostMedia | undefined> {
    const row = await this.db
      .selectFrom('posts')
      .select(['id', 'slug', 'video_name', 'media_status', 'created_by', 'title'])
      .where('id', '=', postId)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        slug: row.slug,
        videoName: row.video_name,
        status: row.media_status,
        createdBy: row.created_by,
        title: row.title,
      }
    );
  }

  /**
   * Whether the user may see the post of this slug (null: no), and whether every signed-in user
   * may: a public post on a profile, or in a public channel of a public zone.
   */
  async mediaAccess(userId: string, slug: string): Promise<{ everyone: boolean } | null> {
    const row = await visiblePosts(this.db, userId)
      .leftJoin('channels as c', 'c.id', 'p.channel_id')
      .leftJoin('zones as z', 'z.id', 'c.zone_id')
      .select(['p.public', 'p.channel_id', 'c.public as channel_public', 'z.public as zone_public'])
      .where('p.slug', '=', slug)
      .executeTakeFirst();
    if (!row) return null;
    const placeOpen = row.channel_id === null || (row.channel_public === true && row.zone_public === true);
    return { everyone: row.public && placeOpen };
  }

  /** Everyone who follows the channel (its members). */
  async channelFollowers(runner: Db, channelId: string): Promise<string[]> {
    const rows = await runner
      .selectFrom('user_channels')
      .select('user_id')
      .where('channel_id', '=', channelId)
      .execute();
    return rows.map((r) => r.user_id);
  }

  /** False when the post is gone (deleted while it was transcoded). */
  async markReady(postId: string, media: ReadyMedia, runner: Db = this.db): Promise<boolean> {
    const row = await runner
      .updateTable('posts')
      .set({
        media_status: 'ready',
        media_error: null,
        renditions: media.renditions.join(','),
        thumbnail: media.thumbnail,
        hls_playlist: media.hlsPlaylist,
        duration_seconds: media.durationSeconds,
      })
      .where('id', '=', postId)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** False when the post is gone. */
  async markFailed(postId: string, reason: string, runner: Db = this.db): Promise<boolean> {
    const row = await runner
      .updateTable('posts')
      .set({ media_status: 'failed', media_error: reason })
      .where('id', '=', postId)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
