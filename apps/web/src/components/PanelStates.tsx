import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A settings section while its data loads: placeholders the size of what is coming. */
export function LoadingPanel({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Paper withBorder radius="lg" p="lg" role="status" aria-label={label}>
      <Stack>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={44} />
        ))}
      </Stack>
    </Paper>
  );
}

/** A settings section whose data could not be loaded, with the reason and a way to try again. */
export function ErrorPanel({ title, error, retry }: { title: string; error: Error; retry: () => unknown }) {
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => void retry()}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
