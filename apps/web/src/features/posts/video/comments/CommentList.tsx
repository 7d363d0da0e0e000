import { Alert, Button, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type CommentSort } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { IconAlertCircle, IconMessageCircle } from '@tabler/icons-react';
import { CommentThread } from './CommentThread';
import { commentsOf, loadedIds } from './comment-tree';
import { useCommentDeepLink } from './use-comment-deep-link';
import { useCommentTree } from './use-comments';

interface CommentListProps {
  postId: string;
  sortBy: CommentSort;
  allowComments: boolean;
}

/** The post's comments in the chosen order, a page at a time, with their states. */
export function CommentList({ postId, sortBy, allowComments }: CommentListProps) {
  const query = useCommentTree(postId, sortBy);
  const queryClient = useQueryClient();
  const reload = useCallback(() => {
    void query.refetch();
    // The post's commentsCount is as old as the list.
    void queryClient.invalidateQueries({ queryKey: [api.posts.detail.method, api.posts.detail.path] });
  }, [query, queryClient]);
  const highlightedId = useCommentDeepLink(query.data && !query.isFetching ? loadedIds(query.data) : null, reload);

  if (!query.data) {
    if (!query.isError) return <CommentsSkeleton />;
    return (
      <Alert color="red" icon={<IconAlertCircle />} title="Comments could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const comments = commentsOf(query.data);
  if (comments.length === 0) {
    return (
      <Group gap="xs" c="dimmed" py="md">
        <IconMessageCircle size={18} aria-hidden />
        <Text size="sm">{allowComments ? 'No comments yet. Be the first.' : 'No comments.'}</Text>
      </Group>
    );
  }

  return (
    <Stack gap="sm">
      <Stack gap="sm" role="list" aria-label="Comments">
        {comments.map((node) => (
          <div role="listitem" key={node.id}>
            <CommentThread node={node} sortBy={sortBy} allowComments={allowComments} highlightedId={highlightedId} />
          </div>
        ))}
      </Stack>
      {query.hasNextPage && (
        <Center>
          <Button
            variant="default"
            radius="xl"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more comments
          </Button>
        </Center>
      )}
      {query.isFetchNextPageError && (
        <Text size="sm" c="red" ta="center">
          More comments could not be loaded.
        </Text>
      )}
    </Stack>
  );
}

function CommentsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading comments">
      {Array.from({ length: 3 }, (_, index) => (
        <Group key={index} align="flex-start" gap="sm" wrap="nowrap">
          <Skeleton height={36} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="25%" />
            <Skeleton height={12} width="80%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
