import { randomBytes } from 'node:crypto';
import type { PostRow } from '../../src/db/schema-posts.js';
import type { TestServer } from './server.js';

const unique = () => randomBytes(4).toString('hex');

export interface PostOptions {
  title?: string;
  description?: string;
  /** The channel the post is in (its zone is copied); none for a post shared from a profile. */
  channel?: { id: string; zone_id: string } | null;
  public?: boolean;
  allowDislike?: boolean;
  allowComments?: boolean;
  streaming?: boolean;
  createdAt?: Date;
  viewsCount?: number;
  likesCount?: number;
  dislikesCount?: number;
}

/**
 * Inserts a post straight into the database, its media already transcoded ('ready'): the
 * upload and the pipeline are tested with the media feature.
 */
export async function insertPost(server: TestServer, authorId: string, options: PostOptions = {}): Promise<PostRow> {
  const slug = `post-${unique()}${unique()}`;
  return server.db
    .insertInto('posts')
    .values({
      slug,
      title: options.title ?? `Video ${unique()}`,
      description: options.description ?? '',
      created_by: authorId,
      channel_id: options.channel?.id ?? null,
      zone_id: options.channel?.zone_id ?? null,
      public: options.public ?? true,
      allow_dislike: options.allowDislike ?? true,
      allow_comments: options.allowComments ?? true,
      streaming: options.streaming ?? false,
      live_stream: options.streaming ?? false,
      video_name: 'original.mp4',
      media_status: 'ready',
      duration_seconds: 12.5,
      width: 1280,
      height: 720,
      renditions: '360,720',
      thumbnail: 'thumbnail.jpg',
      hls_playlist: 'master.m3u8',
      views_count: options.viewsCount ?? 0,
      likes_count: options.likesCount ?? 0,
      dislikes_count: options.dislikesCount ?? 0,
      ...(options.createdAt ? { created_at: options.createdAt, updated_at: options.createdAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A moment this many minutes ago: to set creation times in order checks. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

export const postRow = (server: TestServer, id: string) =>
  server.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();

export async function countRows(
  server: TestServer,
  table: 'posts' | 'post_reactions' | 'post_views' | 'post_view_windows' | 'post_reports',
): Promise<number> {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Everything a post call may write about one post: compare before and after a refused call. */
export async function postSnapshot(server: TestServer, postId: string) {
  const db = server.db;
  return {
    post: await postRow(server, postId),
    reactions: await db.selectFrom('post_reactions').selectAll().where('post_id', '=', postId).execute(),
    views: await db.selectFrom('post_views').select(['user_id', 'counted']).where('post_id', '=', postId).execute(),
    reports: await db.selectFrom('post_reports').selectAll().where('post_id', '=', postId).execute(),
    featuredBy: await db.selectFrom('users').select('id').where('featured_post_id', '=', postId).execute(),
  };
}
