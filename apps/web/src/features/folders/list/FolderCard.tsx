import { ActionIcon, Card, Group, Menu, Stack, Text } from '@mantine/core';
import type { Folder } from '@plaza/contract';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { plural } from '../../../lib/plural';
import { confirmAction } from '../../../components/confirm';
import { FolderNameDialog } from '../FolderNameDialog';
import { folderPath } from '../folder-paths';
import { useRemoveFolder, useRenameFolder } from '../use-folder-mutations';
import classes from './FolderCard.module.css';
import { FolderCover } from './FolderCover';

/** A folder in the saved videos grid: its cover and name open it; the menu renames or deletes it. */
export function FolderCard({ folder }: { folder: Folder }) {
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameFolder();
  const remove = useRemoveFolder();
  const href = folderPath(folder.id);

  const confirmDelete = () =>
    confirmAction({
      text: `Delete the folder “${folder.title}”? The videos in it stay on Plaza.`,
      danger: true,
      onConfirm: () => remove.mutate({ params: { id: folder.id } }),
    });

  return (
    <Card withBorder radius="lg" padding="sm" component="article" aria-label={folder.title}>
      <Stack gap="xs">
        <Link to={href} tabIndex={-1} aria-hidden>
          <FolderCover folder={folder} />
        </Link>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text component={Link} to={href} fw={600} truncate className={classes.title}>
              {folder.title}
            </Text>
            <Text size="xs" c="dimmed">
              {plural(folder.itemCount, 'video')}
            </Text>
          </Stack>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Folder options: ${folder.title}`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setRenaming(true)}>
                Rename
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
      <FolderNameDialog
        opened={renaming}
        onClose={() => setRenaming(false)}
        title="Rename folder"
        submitLabel="Save"
        initial={folder.title}
        onSave={async (title) => {
          await rename.mutateAsync({ params: { id: folder.id }, body: { title } });
          setRenaming(false);
        }}
      />
    </Card>
  );
}
