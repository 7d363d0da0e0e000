import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/PageFrame';
import { plural } from '../../../lib/plural';
import { PATHS } from '../../../routing/paths';
import { isFolderId } from '../folder-paths';
import { useFolderItems, useFolders } from '../folder-queries';
import { FolderItems } from './FolderItems';
import { FolderNotFound } from './FolderNotFound';

const backLink = (
  <Anchor component={Link} to={PATHS.savedPosts} size="sm">
    <Group gap={4} component="span">
      <IconArrowLeft size={16} />
      All folders
    </Group>
  </Anchor>
);

/** /saved-posts?folder=<id>: one folder's videos; an id that names none of the caller's folders is not found. */
export function FolderView({ folderId }: { folderId: string }) {
  const valid = isFolderId(folderId);
  const folders = useFolders(undefined, { quiet: true });
  const items = useFolderItems(folderId, valid);
  const folder = folders.data?.find((f) => f.id === folderId);
  const notFound =
    !valid || (folders.isSuccess && !folder) || (items.isError && items.error.code === 'FOLDER_NOT_FOUND');

  return (
    <PageFrame
      title={notFound ? 'Folder not found' : (folder?.title ?? 'Folder')}
      description={folder && !notFound ? plural(folder.itemCount, 'video') : undefined}
      above={backLink}
    >
      {notFound ? <FolderNotFound /> : <FolderItems folderId={folderId} query={items} />}
    </PageFrame>
  );
}
