import { useSearchParams } from 'react-router';
import { FOLDER_PARAM } from './folder-paths';
import { FolderList } from './list/FolderList';
import { FolderView } from './view/FolderView';

/** /saved-posts (spec 02 §2 Saved videos): the folders, or with ?folder=<id> the videos of one. */
export function SavedPostsPage() {
  const [params] = useSearchParams();
  const folderId = params.get(FOLDER_PARAM);
  return folderId !== null ? <FolderView key={folderId} folderId={folderId} /> : <FolderList />;
}
