import { Box, Button, Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListError } from '../../../components/ListStates';
import { PostGrid, PostGridPlaceholders } from '../card/PostGrid';
import type { FeedFilters } from './feed-view';
import { useFeed } from './use-feed';
import { useSentinel } from './use-sentinel';

interface FeedListProps {
  filters: FeedFilters;
  /** Shown when the feed has no posts. */
  empty: ReactNode;
  /** Shown under the feed once it has nothing more to load (or could not load). */
  after?: ReactNode;
}

/** The timeline's grid: placeholders, then pages loaded as the user scrolls, with "Load more" as a fallback. */
export function FeedList({ filters, empty, after }: FeedListProps) {
  const query = useFeed(filters);
  const posts = query.data ?? [];
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useSentinel<HTMLDivElement>(() => void query.fetchNextPage(), canLoadMore);

  if (query.isPending) return <PostGridPlaceholders />;
  if (query.isError && posts.length === 0) {
    return (
      <Stack gap="xl">
        <ListError text={query.error.message} onRetry={() => void query.refetch()} />
        {after}
      </Stack>
    );
  }
  if (posts.length === 0) {
    return (
      <Stack gap="xl">
        {empty}
        {after}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PostGrid posts={posts} />
      {query.isFetchNextPageError && (
        <ListError text={query.error?.message ?? 'Something went wrong.'} onRetry={() => void query.fetchNextPage()} />
      )}
      {query.hasNextPage ? (
        <>
          <Box ref={sentinel} h={1} aria-hidden />
          <Center>
            <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              Load more
            </Button>
          </Center>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed" ta="center">
            {posts.length === 1 ? 'That is the only video here.' : 'You are all caught up.'}
          </Text>
          {after}
        </>
      )}
    </Stack>
  );
}
