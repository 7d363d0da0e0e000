import { Stack } from '@mantine/core';
import { LISTS } from '@plaza/contract';
import { IconMovie } from '@tabler/icons-react';
import { ListEmpty, LoadMore, QueryStates } from '../../components/ListStates';
import { PostGrid, PostGridPlaceholders, useFeed } from '../posts';
import type { PostSearchFilters } from './search-paths';

/** Videos matching the term (best match first), 6 at a time with "Load more". */
export function PostResults({ term, filters }: { term: string; filters: PostSearchFilters }) {
  const query = useFeed(
    {
      searchTerm: term,
      ...(filters.following ? { following: true } : {}),
      ...(filters.streaming ? { streaming: true } : {}),
    },
    LISTS.searchStep,
  );
  const posts = query.data ?? [];
  return (
    <QueryStates
      query={query}
      isEmpty={posts.length === 0}
      loading={<PostGridPlaceholders count={LISTS.searchStep} />}
      empty={<ListEmpty icon={<IconMovie />} text={`Nothing found for “${term}”.`} />}
    >
      <Stack gap="lg">
        <PostGrid posts={posts} label="Videos found" />
        <LoadMore query={query} shown={posts.length} />
      </Stack>
    </QueryStates>
  );
}
