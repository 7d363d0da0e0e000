import { FOLDER } from '@plaza/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { FolderRow } from '../../db/schema-social.js';
import type { Page } from '../../lib/paging.js';
import { selectItemView, visibleItems, type ItemViewRow } from './folder.queries.js';

export interface FolderViewRow {
  id: string;
  title: string;
  created_at: Date;
  item_count: number;
  has_post: boolean;
}

/** A user's folders and what they hold. Every folder query names its owner, so no one reads another's. */
export class FolderRepository {
  constructor(private readonly db: Db) {}

  findOwned(userId: string, folderId: string): Promise<FolderRow | undefined> {
    return this.db
      .selectFrom('post_folders')
      .selectAll()
      .where('id', '=', folderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The user's folders oldest first (or just one), with their visible item count and whether they hold `postId`. */
  async list(userId: string, only: { folderId?: string; postId?: string } = {}): Promise<FolderViewRow[]> {
    const { folderId, postId } = only;
    let query = this.db
      .selectFrom('post_folders as f')
      .where('f.user_id', '=', userId)
      .select((eb) => [
        'f.id',
        'f.title',
        'f.created_at',
        visibleItems(this.db, userId)
          .where('i.folder_id', '=', eb.ref('f.id'))
          .select((c) => c.fn.countAll<string>().as('n'))
          .as('item_count'),
        postId
          ? eb
              .exists(
                eb
                  .selectFrom('post_folder_items as h')
                  .select('h.id')
                  .whereRef('h.folder_id', '=', 'f.id')
                  .where('h.post_id', '=', postId),
              )
              .$castTo<boolean>()
              .as('has_post')
          : sql<boolean>`false`.as('has_post'),
      ])
      .orderBy('f.created_at')
      .orderBy('f.id');
    if (folderId) query = query.where('f.id', '=', folderId);
    const rows = await query.execute();
    return rows.map((row) => ({ ...row, item_count: Number(row.item_count) }));
  }

  /** The latest FOLDER.previewItems visible items of each of the user's folders (or of one), in one query. */
  previews(userId: string, folderId?: string): Promise<ItemViewRow[]> {
    let items = visibleItems(this.db, userId);
    if (folderId) items = items.where('i.folder_id', '=', folderId);
    return selectItemView(this.db, userId, items)
      .where('fi.rank', '<=', FOLDER.previewItems)
      .orderBy('fi.folder_id')
      .orderBy('fi.rank')
      .execute();
  }

  /** One page of a folder's visible items, latest saved first, and how many there are. */
  async items(userId: string, folderId: string, page: Page): Promise<{ rows: ItemViewRow[]; total: number }> {
    const inFolder = () => visibleItems(this.db, userId).where('i.folder_id', '=', folderId);
    const [rows, count] = await Promise.all([
      selectItemView(this.db, userId, inFolder()).orderBy('fi.rank').limit(page.limit).offset(page.skip).execute(),
      inFolder()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** The item that holds `postId` in the folder, with its post, if the caller may still see it. */
  item(userId: string, folderId: string, postId: string): Promise<ItemViewRow | undefined> {
    const items = visibleItems(this.db, userId).where('i.folder_id', '=', folderId).where('i.post_id', '=', postId);
    return selectItemView(this.db, userId, items).executeTakeFirst();
  }

  /** Locks the user's row until the transaction ends, so two creations count the folders in turn. */
  async lockAndCount(trx: Db, userId: string): Promise<number> {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const row = await trx
      .selectFrom('post_folders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  insert(trx: Db, userId: string, title: string): Promise<FolderRow> {
    return trx.insertInto('post_folders').values({ user_id: userId, title }).returningAll().executeTakeFirstOrThrow();
  }

  async rename(userId: string, folderId: string, title: string): Promise<boolean> {
    const result = await this.db
      .updateTable('post_folders')
      .set({ title })
      .where('id', '=', folderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Deletes the folder; its items go with it (the posts stay). */
  async remove(userId: string, folderId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('post_folders')
      .where('id', '=', folderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** Saving a post twice changes nothing. */
  async addItem(folderId: string, postId: string): Promise<void> {
    await this.db
      .insertInto('post_folder_items')
      .values({ folder_id: folderId, post_id: postId })
      .onConflict((oc) => oc.columns(['folder_id', 'post_id']).doNothing())
      .execute();
  }

  async removeItem(folderId: string, postId: string): Promise<void> {
    await this.db
      .deleteFrom('post_folder_items')
      .where('folder_id', '=', folderId)
      .where('post_id', '=', postId)
      .execute();
  }
}
