import type { Folder, FolderItem } from '@plaza/contract';

/**
 * The folders with one folder's saved state for the listed post set, its count following
 * (spec 02 §4 Folders: the saved state derives from what each folder holds).
 */
export function withSaved(folders: readonly Folder[], folderId: string, saved: boolean): Folder[] {
  return folders.map((folder) =>
    folder.id !== folderId || folder.hasPost === saved
      ? folder
      : { ...folder, hasPost: saved, itemCount: Math.max(0, folder.itemCount + (saved ? 1 : -1)) },
  );
}

/** Whether the post is in any of the folders: the Save button then reads Saved. */
export function isSavedAnywhere(folders: readonly Folder[] | undefined): boolean {
  return folders?.some((folder) => folder.hasPost) ?? false;
}

/** A folder just created and holding the post, added at the end (the list is oldest first). */
export function withNewFolder(folders: readonly Folder[], folder: Folder, saved: boolean): Folder[] {
  const others = folders.filter((f) => f.id !== folder.id);
  return [...others, saved ? { ...folder, hasPost: true, itemCount: folder.itemCount + 1 } : folder];
}

/** The picture of a folder's cover: its latest saved video that has a thumbnail. */
export function coverItem(folder: Pick<Folder, 'folderItems'>): FolderItem | undefined {
  return folder.folderItems.find((item) => item.post.media.thumbnail !== null);
}
