import { Button, Group, Stack, Text } from '@mantine/core';
import type { CommentSort } from '@plaza/contract';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { CommentItem } from './CommentItem';
import { viewRepliesLabel } from './comment-draft';
import { hasMoreReplies, hideReplies, type CommentNode, type CommentView } from './comment-tree';
import { updateTree } from './comments-cache';
import { useLoadReplies } from './use-comment-mutations';

interface CommentRepliesProps {
  node: CommentNode;
  sortBy: CommentSort;
  highlightedId: string | null;
  onReply?: (comment: CommentView) => void;
}

/** A comment's replies, loaded on demand (spec 02 §4) a few at a time; gone once the last is removed. */
export function CommentReplies({ node, sortBy, highlightedId, onReply }: CommentRepliesProps) {
  const client = useQueryClient();
  const load = useLoadReplies(node.postId, sortBy, node.id);
  const replies = node.replies;
  if (!replies && node.replyCount === 0) return null;

  const loadFrom = (skip: number) => {
    if (!load.isPending) load.mutate(skip);
  };
  const failure = load.isError && (
    <Group gap="xs">
      <Text size="xs" c="red">
        Replies could not be loaded.
      </Text>
      <Button size="compact-xs" variant="light" color="red" onClick={() => loadFrom(load.variables ?? 0)}>
        Try again
      </Button>
    </Group>
  );

  if (!replies) {
    return (
      <Stack gap={4} align="flex-start">
        <Button
          variant="subtle"
          size="compact-sm"
          radius="xl"
          leftSection={<IconChevronDown size={16} />}
          loading={load.isPending}
          onClick={() => loadFrom(0)}
        >
          {viewRepliesLabel(node.replyCount)}
        </Button>
        {failure}
      </Stack>
    );
  }

  return (
    <Stack gap={2}>
      <Stack gap={2} aria-label={`Replies to ${node.user.fullName}`} role="list">
        {replies.data.map((reply) => (
          <div role="listitem" key={reply.id}>
            <CommentItem comment={reply} highlighted={reply.id === highlightedId} onReply={onReply} />
          </div>
        ))}
      </Stack>
      <Group gap="xs">
        {hasMoreReplies(node) && (
          <Button
            variant="subtle"
            size="compact-sm"
            radius="xl"
            leftSection={<IconChevronDown size={16} />}
            loading={load.isPending}
            onClick={() => loadFrom(replies.data.length)}
          >
            Show more replies
          </Button>
        )}
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          radius="xl"
          leftSection={<IconChevronUp size={16} />}
          onClick={() => updateTree(client, node.postId, sortBy, (tree) => hideReplies(tree, node.id))}
        >
          Hide replies
        </Button>
      </Group>
      {failure}
    </Stack>
  );
}
