import { type Folder } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../api/api-error';
import { call } from '../../../api/client';
import { showSuccessToast } from '../../../lib/toast';
import { withNewFolder, withSaved } from '../folder-cache';
import { folderListKey, invalidateFolders, type FolderList } from '../folder-queries';

interface Toggle {
  folderId: string;
  save: boolean;
}

/**
 * Saving a post to folders from its page. A toggle shows at once and is undone if the server
 * refuses (the error policy toasts why). The lists are read again only once no toggle is in
 * flight, so a refetch cannot overwrite a toggle that has not landed yet.
 */
export function useSaveToFolder(postId: string) {
  const client = useQueryClient();
  const key = folderListKey(postId);
  const mutationKey = ['folders', 'save', postId];
  const update = (change: (folders: Folder[]) => Folder[]) =>
    client.setQueryData<FolderList>(key, (list) => (list ? change(list) : list));
  const settle = () => {
    if (client.isMutating({ mutationKey }) <= 1) void invalidateFolders(client);
  };

  const toggle = useMutation<unknown, ApiError, Toggle>({
    mutationKey,
    mutationFn: ({ folderId, save }) => {
      const body = { folderId, postId };
      return save ? call(api.folders.addItem, { body }) : call(api.folders.removeItem, { body });
    },
    onMutate: async ({ folderId, save }) => {
      await client.cancelQueries({ queryKey: key });
      update((folders) => withSaved(folders, folderId, save));
    },
    onError: (_error, { folderId, save }) => update((folders) => withSaved(folders, folderId, !save)),
    onSettled: settle,
  });

  /** Creates a folder (its errors are the form's to show) and saves the post into it. */
  const createAndSave = async (title: string) => {
    const folder = await call(api.folders.create, { body: { title } }, { toast: false });
    showSuccessToast(`New folder created: ${folder.title}`);
    update((folders) => withNewFolder(folders, folder, true));
    try {
      await call(api.folders.addItem, { body: { folderId: folder.id, postId } });
    } catch {
      update((folders) => withSaved(folders, folder.id, false));
    } finally {
      settle();
    }
  };

  return {
    toggle: (folder: Folder) => toggle.mutate({ folderId: folder.id, save: !folder.hasPost }),
    createAndSave,
  };
}
