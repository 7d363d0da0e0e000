import { Button, Group } from '@mantine/core';
import type { Post } from '@plaza/contract';
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { compactCount } from '../../shared/counts';
import { actionFor, type ReactionButton } from './reaction-state';
import { useReaction } from './use-reaction';

/** Like, and dislike where the post allows it (spec 02 §2); the active one is filled. */
export function ReactionButtons({ post }: { post: Post }) {
  const reaction = useReaction(post.id);
  // One reaction at a time: the next click reads the state the last one left.
  const click = (button: ReactionButton) => {
    if (!reaction.isPending) reaction.mutate(actionFor(post, button));
  };
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        variant={post.liked ? 'filled' : 'default'}
        radius="xl"
        size="sm"
        leftSection={post.liked ? <IconThumbUpFilled size={18} /> : <IconThumbUp size={18} />}
        aria-pressed={post.liked}
        aria-label={`Like: ${compactCount(post.postReaction.likesCount)}`}
        onClick={() => click('like')}
      >
        {compactCount(post.postReaction.likesCount)}
      </Button>
      {post.allowDislike && (
        <Button
          variant={post.disliked ? 'filled' : 'default'}
          radius="xl"
          size="sm"
          leftSection={post.disliked ? <IconThumbDownFilled size={18} /> : <IconThumbDown size={18} />}
          aria-pressed={post.disliked}
          aria-label={`Dislike: ${compactCount(post.postReaction.dislikesCount)}`}
          onClick={() => click('dislike')}
        >
          {compactCount(post.postReaction.dislikesCount)}
        </Button>
      )}
    </Group>
  );
}
