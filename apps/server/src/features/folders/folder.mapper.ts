import type { Folder, FolderItem } from '@plaza/contract';
import type { Actor } from '../../http/actor.js';
import { toPostDto } from '../posts/post.mapper.js';
import type { ItemViewRow } from './folder.queries.js';
import type { FolderViewRow } from './folder.repository.js';

export function toFolderItemDto(row: ItemViewRow, actor: Actor, now = Date.now()): FolderItem {
  return {
    id: row.item_id,
    folderId: row.folder_id,
    postId: row.id,
    post: toPostDto(row, actor, now),
    createdOn: row.saved_at.toISOString(),
  };
}

/** Folders with their preview items; `previews` may hold items of other folders too. */
export function toFolderDtos(rows: FolderViewRow[], previews: ItemViewRow[], actor: Actor): Folder[] {
  const now = Date.now();
  const byFolder = new Map<string, FolderItem[]>();
  for (const item of previews) {
    const list = byFolder.get(item.folder_id) ?? [];
    list.push(toFolderItemDto(item, actor, now));
    byFolder.set(item.folder_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    itemCount: row.item_count,
    folderItems: byFolder.get(row.id) ?? [],
    hasPost: row.has_post,
    createdOn: row.created_at.toISOString(),
  }));
}
