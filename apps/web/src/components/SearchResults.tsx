import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { LISTS } from '@plaza/contract';
import type { ReactNode } from 'react';
import { ListEmpty, LoadMore, QueryStates } from './ListStates';

interface InfiniteLike<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface SearchResultsProps<T> {
  query: InfiniteLike<T>;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  emptyIcon: ReactNode;
  emptyText: string;
  /** Read by screen readers: what the list holds, e.g. 'Channels'. */
  label: string;
}

const CARD_HEIGHT = 148;

/** A searched list as cards, 6 at a time with "Load more", and its loading, empty and error states. */
export function SearchResults<T>({ query, keyOf, renderItem, emptyIcon, emptyText, label }: SearchResultsProps<T>) {
  const items = query.data ?? [];
  const grid = { base: 1, sm: 2, xl: 3 };
  return (
    <QueryStates
      query={query}
      isEmpty={items.length === 0}
      loading={
        <SimpleGrid cols={grid} role="status" aria-label="Loading">
          {Array.from({ length: LISTS.searchStep }, (_, index) => (
            <Skeleton key={index} height={CARD_HEIGHT} radius="lg" />
          ))}
        </SimpleGrid>
      }
      empty={<ListEmpty icon={emptyIcon} text={emptyText} />}
    >
      <Stack gap="md">
        <SimpleGrid cols={grid} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
          {items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </SimpleGrid>
        <LoadMore query={query} shown={items.length} />
      </Stack>
    </QueryStates>
  );
}
