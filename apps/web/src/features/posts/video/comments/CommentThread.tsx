import { Box, Stack } from '@mantine/core';
import type { CommentSort } from '@plaza/contract';
import { useState } from 'react';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { CommentReplies } from './CommentReplies';
import { replyPrefill } from './comment-draft';
import type { CommentNode, CommentView } from './comment-tree';
import { useCreateComment } from './use-comment-mutations';

interface CommentThreadProps {
  node: CommentNode;
  sortBy: CommentSort;
  allowComments: boolean;
  highlightedId: string | null;
}

/** A top-level comment, the reply being written under it, and its replies. */
export function CommentThread({ node, sortBy, allowComments, highlightedId }: CommentThreadProps) {
  const [replyTo, setReplyTo] = useState<CommentView | null>(null);
  const create = useCreateComment(node.postId);
  const onReply = allowComments ? setReplyTo : undefined;

  const send = async (text: string) => {
    if (!replyTo) return;
    await create.mutateAsync({ body: { comment: text, postId: node.postId, parentId: replyTo.id } });
    setReplyTo(null);
  };

  return (
    <Stack gap={2}>
      <CommentItem comment={node} highlighted={node.id === highlightedId} onReply={onReply} />
      <Box pl={48}>
        <Stack gap={4}>
          {replyTo && allowComments && (
            <CommentComposer
              key={replyTo.id}
              label={`Reply to ${replyTo.user.fullName}`}
              submitLabel="Send"
              initialText={replyPrefill(replyTo)}
              onSubmit={send}
              onCancel={() => setReplyTo(null)}
              autoFocus
            />
          )}
          <CommentReplies node={node} sortBy={sortBy} highlightedId={highlightedId} onReply={onReply} />
        </Stack>
      </Box>
    </Stack>
  );
}
