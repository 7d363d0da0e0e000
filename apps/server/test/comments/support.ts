import { api, type Comment } from '@plaza/contract';
import { sql } from 'kysely';
import { signedInUser } from '../support/channels.js';
import type { TestClient } from '../support/client.js';
import { insertPost } from '../support/posts.js';
import type { TestServer } from '../support/server.js';

export type User = Awaited<ReturnType<typeof signedInUser>>;

/** An author with a public post, and a viewer who may comment on it. */
export async function commentWorld(server: TestServer, options: Parameters<typeof insertPost>[2] = {}) {
  const author = await signedInUser(server, 'Author');
  const viewer = await signedInUser(server, 'Viewer');
  const post = await insertPost(server, author.user.id, options);
  return { author, viewer, post };
}

/** Comments through the API; fails the test when refused. */
export async function addComment(client: TestClient, postId: string, comment: string, parentId?: string) {
  const res = await client.call(api.comments.create, { body: { postId, comment, parentId } });
  if (res.status !== 200) throw new Error(`comment failed: ${JSON.stringify(res.body)}`);
  return res.body as Comment;
}

export const commentRow = (server: TestServer, id: string) =>
  server.db.selectFrom('post_comments').selectAll().where('id', '=', id).executeTakeFirst();

export async function commentsCount(server: TestServer, postId: string): Promise<number> {
  const row = await server.db
    .selectFrom('posts')
    .select('comments_count')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  return row.comments_count;
}

/** The notifications stored, oldest first, in a form easy to compare. */
export async function notificationRows(server: TestServer) {
  return server.db
    .selectFrom('notifications')
    .select(['user_id', 'type', 'created_by', 'post_id', 'comment_id', 'dedupe_key'])
    .orderBy('created_at')
    .orderBy('type')
    .execute();
}

/** Everything comment calls write: compare before and after a refused call. */
export async function commentSnapshot(server: TestServer) {
  const db = server.db;
  return {
    comments: await db.selectFrom('post_comments').selectAll().orderBy('id').execute(),
    likes: await db.selectFrom('post_comment_likes').selectAll().orderBy('comment_id').orderBy('user_id').execute(),
    posts: await db.selectFrom('posts').select(['id', 'comments_count']).orderBy('id').execute(),
    notifications: await notificationRows(server),
  };
}

export async function makeSuperAdmin(server: TestServer, userId: string) {
  await server.db.updateTable('users').set({ is_super_admin: true }).where('id', '=', userId).execute();
}

/** Sets a comment's creation time, for ordering checks without waiting. */
export async function setCreatedAt(server: TestServer, id: string, at: Date) {
  await sql`update post_comments set created_at = ${at} where id = ${id}`.execute(server.db);
}
