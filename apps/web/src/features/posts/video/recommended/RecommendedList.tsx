import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import * as api from '@plaza/contract/api';
import { useApiQuery } from '../../../../api/hooks';
import { RecommendedItem } from './RecommendedItem';
import { recommendedTitle } from './recommended-title';

/** Videos to watch next (spec 02 §2), below the player; hidden when there are none. */
export function RecommendedList({ postId }: { postId: string }) {
  const query = useApiQuery(api.posts.recommended, { params: { postId } }, { toast: false });
  const posts = query.data?.data;
  if (posts?.length === 0) return null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="recommended-title">
      <Title order={2} size="h4" id="recommended-title">
        {recommendedTitle(posts?.length ?? 2)}
      </Title>
      {posts ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" verticalSpacing={4}>
          {posts.map((post) => (
            <RecommendedItem key={post.id} post={post} />
          ))}
        </SimpleGrid>
      ) : query.error ? (
        <Stack gap={6} align="flex-start">
          <Text size="sm" c="dimmed">
            Recommended videos could not be loaded.
          </Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" role="status" aria-label="Loading recommended videos">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={94} radius="md" />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
