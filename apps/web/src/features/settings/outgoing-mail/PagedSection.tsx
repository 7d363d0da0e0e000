import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiError } from '../../../api/api-error';
import { EmptyPanel } from '../../../components/EmptyPanel';
import { ErrorPanel, LoadingPanel } from '../../../components/PanelStates';

interface PagedSectionProps<T> {
  title: string;
  description: ReactNode;
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[]; total: number }, number>, ApiError>;
  /** The loading placeholder's accessible name, the error's heading, the list's name. */
  labels: { loading: string; error: string; list: string };
  empty: { icon: ReactNode; title: string; text: ReactNode };
  children: (item: T) => ReactNode;
}

/** A titled list read a page at a time: loading, error with Try again, empty, rows and Load more. */
export function PagedSection<T>({ title, description, query, labels, empty, children }: PagedSectionProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.data);
  const total = query.data?.pages[0]?.total;
  let body: ReactNode;
  if (query.error && !items) body = <ErrorPanel title={labels.error} error={query.error} retry={query.refetch} />;
  else if (!items) body = <LoadingPanel label={labels.loading} rows={3} />;
  else if (items.length === 0) body = <EmptyPanel icon={empty.icon} title={empty.title} text={empty.text} />;
  else
    body = (
      <Stack gap="xs">
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={labels.list}>
          {items.map(children)}
        </Stack>
        {query.hasNextPage && (
          <Group justify="center">
            <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              Load more
            </Button>
          </Group>
        )}
        {query.error && (
          <Text size="sm" c="red">
            {query.error.message}
          </Text>
        )}
      </Stack>
    );
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <div>
        <Title order={2} size="h4">
          {title}
          {total ? ` (${total})` : ''}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </div>
      {body}
    </Stack>
  );
}
