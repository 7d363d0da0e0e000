import type { TestServer } from '../support/server.js';

/** The user's folders as stored, oldest first. */
export const folderRows = (server: TestServer, userId: string) =>
  server.db
    .selectFrom('post_folders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The folder every account starts with. */
export async function defaultFolderId(server: TestServer, userId: string): Promise<string> {
  const [first] = await folderRows(server, userId);
  if (!first) throw new Error('the user has no folder');
  return first.id;
}

/** Everything stored about a user's folders and their items: compare before and after a refused call. */
export async function folderSnapshot(server: TestServer, userId: string) {
  const folders = await folderRows(server, userId);
  const items = await server.db
    .selectFrom('post_folder_items as i')
    .innerJoin('post_folders as f', 'f.id', 'i.folder_id')
    .selectAll('i')
    .where('f.user_id', '=', userId)
    .orderBy('i.id')
    .execute();
  return { folders, items };
}

/** Saves a post in a folder straight in the database, at a given time (for order checks). */
export async function saveAt(server: TestServer, folderId: string, postId: string, createdAt: Date) {
  await server.db
    .insertInto('post_folder_items')
    .values({ folder_id: folderId, post_id: postId, created_at: createdAt })
    .execute();
}
