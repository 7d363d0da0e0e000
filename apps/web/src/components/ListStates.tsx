import { Alert, Button, Center, EmptyState, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Grey rows where a list is about to appear. */
export function ListSkeleton({ rows, height = 56 }: { rows: number; height?: number }) {
  return (
    <Stack gap="xs" role="status" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** A list that could not be loaded: the reason, and a way to try again. */
export function ListError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Could not load this list">
      {text}
      <Button variant="subtle" color="red" size="compact-sm" mt={6} ml={-8} display="block" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** An empty list: an icon and an honest line. */
export function ListEmpty({ icon, text, children }: { icon: ReactNode; text: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <EmptyState size="sm" icon={icon} withIndicatorBackground description={text}>
        {children}
      </EmptyState>
    </Paper>
  );
}

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
}

interface QueryStatesProps {
  query: QueryLike;
  isEmpty: boolean;
  loading: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}

/** Loading placeholder, error state or empty state of a list, else the list itself. */
export function QueryStates({ query, isEmpty, loading, empty, children }: QueryStatesProps) {
  if (query.isPending) return loading;
  if (query.isError && isEmpty) {
    return <ListError text={query.error?.message ?? 'Something went wrong.'} onRetry={() => void query.refetch()} />;
  }
  return isEmpty ? empty : children;
}

interface NextPages {
  error: { message: string } | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Under a paged list: why the next page failed (with a retry), or the button that loads it. Given
 * how many rows are shown, the end of the list says so.
 */
export function LoadMore({ query, shown }: { query: NextPages; shown?: number }) {
  return (
    <>
      {query.isFetchNextPageError && (
        <ListError text={query.error?.message ?? 'Something went wrong.'} onRetry={() => void query.fetchNextPage()} />
      )}
      {query.hasNextPage && (
        <Center>
          <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Load more
          </Button>
        </Center>
      )}
      {!query.hasNextPage && shown !== undefined && (
        <Text size="xs" c="dimmed" ta="center">
          {shown === 1 ? 'That is the only one.' : `All ${shown} shown.`}
        </Text>
      )}
    </>
  );
}
