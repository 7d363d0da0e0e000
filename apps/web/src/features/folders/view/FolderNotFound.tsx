import { Button, EmptyState, Paper } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '../../../routing/paths';

/** A folder id that names none of the caller's folders (deleted, someone else's, or mistyped). */
export function FolderNotFound() {
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        icon={<IconFolderOff />}
        withIndicatorBackground
        title="Folder not found"
        description="This folder does not exist, or it is not yours."
      >
        <Button component={Link} to={PATHS.savedPosts} variant="default" mt="sm">
          All folders
        </Button>
      </EmptyState>
    </Paper>
  );
}
