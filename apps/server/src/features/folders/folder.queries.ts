import type { Db } from '../../db/database.js';
import { sql } from 'kysely';
import { selectPostView, visiblePosts } from '../posts/post.queries.js';

/**
 * The items of a user's folders whose post they may still see (posts.queries visiblePosts): a
 * post made private or moved out of reach drops out of every count and list, and comes back
 * if it becomes visible again.
 */
export function visibleItems(runner: Db, userId: string) {
  return runner
    .selectFrom('post_folder_items as i')
    .innerJoin('post_folders as owner', 'owner.id', 'i.folder_id')
    .where('owner.user_id', '=', userId)
    .where('i.post_id', 'in', visiblePosts(runner, userId).select('p.id'));
}
export type ItemScope = ReturnType<typeof visibleItems>;

/**
 * Items with their post as the caller sees it, and `fi.rank`: 1 for the latest saved item of each
 * folder, 2 for the one before... `items` is visibleItems, maybe narrowed further.
 */
export function selectItemView(runner: Db, userId: string, items: ItemScope) {
  const ranked = items.select([
    'i.id as item_id',
    'i.folder_id',
    'i.post_id',
    'i.created_at as saved_at',
    sql<number>`row_number() over (partition by i.folder_id order by i.created_at desc, i.id desc)`.as('rank'),
  ]);
  return selectPostView(runner.selectFrom('posts as p'), userId)
    .innerJoin(ranked.as('fi'), 'fi.post_id', 'p.id')
    .select(['fi.item_id', 'fi.folder_id', 'fi.saved_at']);
}

export type ItemViewRow = Awaited<ReturnType<ReturnType<typeof selectItemView>['executeTakeFirstOrThrow']>>;
