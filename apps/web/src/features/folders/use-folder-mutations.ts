import * as api from '@plaza/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../api/hooks';
import { showSuccessToast } from '../../lib/toast';
import { dropFolderItem, invalidateFolders } from './folder-queries';

/** Creates a folder; its errors show on the Name field, so no toast (spec 02 §8: toast on success). */
export function useCreateFolder() {
  const client = useQueryClient();
  return useApiMutation(api.folders.create, {
    toast: false,
    onSuccess: (folder) => {
      showSuccessToast(`New folder created: ${folder.title}`);
      void invalidateFolders(client);
    },
  });
}

export function useRenameFolder() {
  const client = useQueryClient();
  return useApiMutation(api.folders.update, {
    toast: false,
    onSuccess: () => {
      showSuccessToast('Folder renamed');
      void invalidateFolders(client);
    },
  });
}

export function useRemoveFolder() {
  const client = useQueryClient();
  return useApiMutation(api.folders.remove, {
    onSuccess: () => {
      showSuccessToast('Folder deleted');
      void invalidateFolders(client);
    },
  });
}

/** Takes a post out of the open folder: it leaves the grid, and the folder lists are read again. */
export function useRemoveFolderItem(folderId: string) {
  const client = useQueryClient();
  return useApiMutation(api.folders.removeItem, {
    onSuccess: (_folder, { body }) => {
      dropFolderItem(client, folderId, body.postId);
      showSuccessToast('Removed from the folder');
      void invalidateFolders(client);
    },
  });
}
