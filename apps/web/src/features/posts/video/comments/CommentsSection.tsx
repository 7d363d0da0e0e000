import { Alert, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import type { CommentSort, Post } from '@plaza/contract';
import { IconMessageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { CommentComposer } from './CommentComposer';
import { CommentList } from './CommentList';
import { SORT_OPTIONS, commentsLabel, isCommentSort } from './comment-draft';
import { useCreateComment } from './use-comment-mutations';

/** Comments under a video (spec 02 §2, §4): the count, the order, a new comment, and the list. */
export function CommentsSection({ post }: { post: Post }) {
  const [sortBy, setSortBy] = useState<CommentSort>('createdOn');
  const create = useCreateComment(post.id);
  const send = (text: string) => create.mutateAsync({ body: { comment: text, postId: post.id } });

  return (
    <Stack gap="md" component="section" aria-labelledby="comments-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4" id="comments-title">
          {commentsLabel(post.postReaction.commentsCount)}
        </Title>
        <SegmentedControl
          size="xs"
          radius="xl"
          aria-label="Sort comments"
          value={sortBy}
          onChange={(value) => isCommentSort(value) && setSortBy(value)}
          data={SORT_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
        />
      </Group>
      {post.allowComments ? (
        <CommentComposer label="Add a comment" submitLabel="Send" onSubmit={send} />
      ) : (
        <Alert variant="light" color="gray" icon={<IconMessageOff />}>
          Comments are turned off for this video.
        </Alert>
      )}
      <CommentList postId={post.id} sortBy={sortBy} allowComments={post.allowComments} />
    </Stack>
  );
}
