import type { Folder, FolderItem, Post } from '@plaza/contract';
import { aPost } from '../../../testing/post-fixture';

let counter = 500;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, 'f')}`;

/** A saved item of a folder, holding `post`. */
export function anItem(folderId: string, post: Post = aPost()): FolderItem {
  counter += 1;
  return { id: id(counter), folderId, postId: post.id, post, createdOn: '2026-03-02T10:00:00.000Z' };
}

/** One of the caller's folders as the list sends it. */
export function aFolder(overrides: Partial<Folder> = {}): Folder {
  counter += 1;
  return {
    id: id(counter),
    title: `Folder ${counter}`,
    itemCount: 0,
    folderItems: [],
    hasPost: false,
    createdOn: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
