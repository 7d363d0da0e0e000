import { Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Post } from '@plaza/contract';
import { IconEyeOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar';
import { to } from '../../../routing/paths';
import { channelFeedPath } from '../feed/feed-view';
import classes from './PostCard.module.css';
import { PostThumbnail } from './PostThumbnail';
import { audienceLabel, compactCount, viewsLabel } from '../shared/counts';
import { relativeTime } from '../../../lib/relative-time';
import { videoPath } from '../shared/video-path';

/** A post in a grid: thumbnail, title, where it was shared, its author, views and age. */
export function PostCard({ post }: { post: Post }) {
  const href = videoPath(post.id);
  const author = post.createdBy;
  return (
    <article className={classes.card} aria-label={post.title}>
      <PostThumbnail post={post} href={href} />
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {author.userName ? (
          <Link to={to.profile(author.userName)} aria-label={author.fullName} className={classes.avatarLink}>
            <UserAvatar user={author} size={36} />
          </Link>
        ) : (
          <UserAvatar user={author} size={36} />
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Text component={Link} to={href} fw={600} lh={1.35} lineClamp={2} className={classes.titleLink}>
              {post.title}
            </Text>
            {!post.public && (
              <Tooltip label="Only you can see this" withArrow>
                <IconEyeOff
                  size={16}
                  aria-label="Private: only you can see this"
                  role="img"
                  style={{ flex: 'none', marginTop: 3 }}
                  color="var(--mantine-color-dimmed)"
                />
              </Tooltip>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {author.userName ? (
              <Anchor component={Link} to={to.profile(author.userName)} inherit className={classes.metaLink}>
                {author.fullName}
              </Anchor>
            ) : (
              author.fullName
            )}
          </Text>
          {post.channel && (
            <Text size="xs" c="dimmed" truncate>
              <Anchor component={Link} to={channelFeedPath(post.channel.id)} inherit className={classes.metaLink}>
                {post.channel.name}
              </Anchor>
              {` in ${post.channel.zone.name}`}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {post.streaming ? audienceLabel(post) : viewsLabel(post.postReaction.viewsCount, compactCount)} ·{' '}
            <time dateTime={post.createdOn}>{relativeTime(post.createdOn)}</time>
          </Text>
        </Stack>
      </Group>
    </article>
  );
}
