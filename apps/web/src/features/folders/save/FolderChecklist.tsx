import { Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import type { Folder } from '@plaza/contract';
import { ListError } from '../../../components/ListStates';
import type { useFolders } from '../folder-queries';

interface FolderChecklistProps {
  query: ReturnType<typeof useFolders>;
  onToggle: (folder: Folder) => void;
}

/** The caller's folders, checked where the post is saved; clicking one saves or unsaves it there. */
export function FolderChecklist({ query, onToggle }: FolderChecklistProps) {
  if (query.isPending) {
    return (
      <Stack gap={8} role="status" aria-label="Loading folders">
        <Skeleton height={20} radius="sm" />
        <Skeleton height={20} radius="sm" width="70%" />
      </Stack>
    );
  }
  if (query.isError) return <ListError text={query.error.message} onRetry={() => void query.refetch()} />;
  const folders = query.data;
  if (folders.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No post folder found!
      </Text>
    );
  }
  return (
    <Stack gap={10} role="group" aria-label="Folders" mah={260} style={{ overflowY: 'auto' }}>
      {folders.map((folder) => (
        <Checkbox key={folder.id} label={folder.title} checked={folder.hasPost} onChange={() => onToggle(folder)} />
      ))}
    </Stack>
  );
}
