import { Button, Divider, Popover, Stack, Text } from '@mantine/core';
import type { Post } from '@plaza/contract';
import { IconBookmark, IconBookmarkFilled, IconFolderPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { FolderNameForm } from '../FolderNameForm';
import { isSavedAnywhere } from '../folder-cache';
import { useFolders } from '../folder-queries';
import { FolderChecklist } from './FolderChecklist';
import { useSaveToFolder } from './use-save-to-folder';

const pill = { variant: 'default', radius: 'xl', size: 'sm' } as const;

/** Save on the video page: a menu of the caller's folders to keep the post in (spec 02 §4 Folders). */
export function SaveToFolderButton({ post }: { post: Post }) {
  const [opened, setOpened] = useState(false);
  const [creating, setCreating] = useState(false);
  const headingId = useId();
  // Quiet: the button still works (and shows the error in its menu) if the list cannot load.
  const query = useFolders(post.id, { quiet: true });
  const save = useSaveToFolder(post.id);
  const saved = isSavedAnywhere(query.data);

  const close = () => {
    setOpened(false);
    setCreating(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? setOpened(true) : close())}
      position="bottom-start"
      width={280}
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <Button
          {...pill}
          leftSection={saved ? <IconBookmarkFilled size={18} /> : <IconBookmark size={18} />}
          onClick={() => (opened ? close() : setOpened(true))}
        >
          {saved ? 'Saved' : 'Save'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={headingId}>
        <Stack gap="sm">
          <Text fw={600} size="sm" id={headingId}>
            Save to folder
          </Text>
          <FolderChecklist query={query} onToggle={save.toggle} />
          <Divider />
          {creating ? (
            <FolderNameForm
              size="xs"
              submitLabel="Create"
              onCancel={() => setCreating(false)}
              onSave={async (title) => {
                await save.createAndSave(title);
                setCreating(false);
              }}
            />
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFolderPlus size={16} />}
              onClick={() => setCreating(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              Create New Folder
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
