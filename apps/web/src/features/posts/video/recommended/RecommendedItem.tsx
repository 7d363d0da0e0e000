import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Post } from '@plaza/contract';
import { Link } from 'react-router';
import { audienceLabel, compactCount, formatDuration, viewsLabel } from '../../shared/counts';
import { SmallThumbnail } from '../../shared/SmallThumbnail';
import { videoPath } from '../../shared/video-path';
import { posterOf } from '../player/playback';
import classes from './RecommendedItem.module.css';

/** One recommended video: a small thumbnail with the duration, then title, author and views. */
export function RecommendedItem({ post }: { post: Post }) {
  const narrow = useMediaQuery('(max-width: 36em)');
  const audience = post.streaming ? audienceLabel(post) : viewsLabel(post.postReaction.viewsCount, compactCount);
  return (
    <UnstyledButton component={Link} to={videoPath(post.id)} className={classes.item}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <SmallThumbnail
          src={posterOf(post)}
          duration={formatDuration(post.media.durationSeconds)}
          live={post.streaming}
          width={narrow ? 136 : 168}
        />
        <Box miw={0}>
          <Text fw={600} size="sm" lineClamp={2}>
            {post.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {post.createdBy.fullName}
          </Text>
          <Text size="xs" c="dimmed">
            {audience}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
