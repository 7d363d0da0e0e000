import { folderItemBody } from '@plaza/contract';
import { PATHS } from '../../routing/paths';

/** The query parameter of /saved-posts naming the open folder, so reload and Back keep it. */
export const FOLDER_PARAM = 'folder';

export function folderPath(folderId: string): string {
  return `${PATHS.savedPosts}?${FOLDER_PARAM}=${encodeURIComponent(folderId)}`;
}

/** Whether an address's folder id can name a folder at all (else it is not found, without asking). */
export function isFolderId(value: string): boolean {
  return folderItemBody.shape.folderId.safeParse(value).success;
}
