import { Button } from '@mantine/core';
import type { CommentView } from './comment-tree';
import { IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { compactCount } from '../../shared/counts';
import { useCommentLike } from './use-comment-mutations';

/** Like or unlike a comment, shown at once (spec 02 §4); the filled thumb is the caller's like. */
export function CommentLikeButton({ comment }: { comment: CommentView }) {
  const like = useCommentLike(comment.postId, comment.id);
  // One at a time: the next click reads the state the last one left.
  const toggle = () => {
    if (!like.isPending) like.mutate(!comment.liked);
  };
  return (
    <Button
      variant="subtle"
      color={comment.liked ? undefined : 'gray'}
      size="compact-sm"
      radius="xl"
      leftSection={comment.liked ? <IconThumbUpFilled size={16} /> : <IconThumbUp size={16} />}
      aria-pressed={comment.liked}
      aria-label={`Like: ${compactCount(comment.likesCount)}`}
      onClick={toggle}
    >
      {compactCount(comment.likesCount)}
    </Button>
  );
}
