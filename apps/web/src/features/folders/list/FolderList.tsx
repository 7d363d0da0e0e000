import { Button, SimpleGrid, Skeleton } from '@mantine/core';
import { IconFolderPlus, IconFolders } from '@tabler/icons-react';
import { useState } from 'react';
import { PageFrame } from '../../../components/PageFrame';
import { ListEmpty, QueryStates } from '../../../components/ListStates';
import { FolderNameDialog } from '../FolderNameDialog';
import { useFolders } from '../folder-queries';
import { useCreateFolder } from '../use-folder-mutations';
import { FolderCard } from './FolderCard';

const GRID = { base: 1, xs: 2, md: 3, xl: 4 };
const PLACEHOLDERS = 4;

/** /saved-posts: the caller's folders as cards, and 'Create New Folder' (spec 02 §2 Saved videos). */
export function FolderList() {
  const query = useFolders(undefined, { quiet: true });
  const create = useCreateFolder();
  const [creating, setCreating] = useState(false);
  const folders = query.data ?? [];
  const createButton = (
    <Button leftSection={<IconFolderPlus size={18} />} onClick={() => setCreating(true)}>
      Create New Folder
    </Button>
  );

  return (
    <PageFrame title="Saved videos" description="Your folders of videos to watch again." actions={createButton}>
      <QueryStates
        query={query}
        isEmpty={folders.length === 0}
        loading={
          <SimpleGrid cols={GRID} role="status" aria-label="Loading folders">
            {Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <Skeleton key={index} radius="lg" height={210} />
            ))}
          </SimpleGrid>
        }
        empty={<ListEmpty icon={<IconFolders />} text="No folder found!" />}
      >
        <SimpleGrid cols={GRID} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Folders">
          {folders.map((folder) => (
            <li key={folder.id}>
              <FolderCard folder={folder} />
            </li>
          ))}
        </SimpleGrid>
      </QueryStates>
      <FolderNameDialog
        opened={creating}
        onClose={() => setCreating(false)}
        title="Create New Folder"
        submitLabel="Create"
        onSave={async (title) => {
          await create.mutateAsync({ body: { title } });
          setCreating(false);
        }}
      />
    </PageFrame>
  );
}
