import { FOLDER, type CallInput, type FolderItem, type ReplyOf } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { queryKeyOf, useApiQuery } from '../../api/hooks';
import { nextSkip } from '../../lib/paging';

export type FolderList = ReplyOf<typeof api.folders.list>;
type ItemsPage = ReplyOf<typeof api.folders.items>;

function listInput(postId?: string): CallInput<typeof api.folders.list> {
  return { query: postId ? { postId } : {} };
}

/** The cache key of the caller's folders; with a post, each folder says whether it holds it. */
export function folderListKey(postId?: string) {
  return queryKeyOf(api.folders.list, listInput(postId));
}

/** The caller's folders, oldest first. `quiet`: a failure shows in place, not as a toast. */
export function useFolders(postId?: string, { quiet = false } = {}) {
  return useApiQuery(api.folders.list, listInput(postId), quiet ? { toast: false } : {});
}

export function folderItemsKey(folderId: string) {
  return [api.folders.items.method, api.folders.items.path, { params: { id: folderId } }, 'pages'] as const;
}

/**
 * A folder's saved videos, FOLDER.itemsPage at a time, latest saved first. Errors show in place:
 * FOLDER_NOT_FOUND is the page's not-found state, anything else an error with Try again.
 */
export function useFolderItems(folderId: string, enabled: boolean) {
  return useInfiniteQuery<ItemsPage, ApiError, FolderItem[], ReturnType<typeof folderItemsKey>, number>({
    queryKey: folderItemsKey(folderId),
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(
        api.folders.items,
        { params: { id: folderId }, query: { skip: pageParam, limit: FOLDER.itemsPage } },
        { signal, toast: false },
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
    select: (data) => data.pages.flatMap((page) => page.data),
  });
}

/** A post taken out of a folder leaves its loaded pages at once. */
export function dropFolderItem(client: QueryClient, folderId: string, postId: string): void {
  client.setQueryData<InfiniteData<ItemsPage, number>>(folderItemsKey(folderId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.filter((item) => item.postId !== postId),
            total: Math.max(0, page.total - 1),
          })),
        }
      : data,
  );
}

/** Every folder list (with or without a post) and every folder's items: read them again. */
export function invalidateFolders(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [api.folders.list.method, api.folders.list.path] }),
    client.invalidateQueries({ queryKey: [api.folders.items.method, api.folders.items.path] }),
  ]);
}
