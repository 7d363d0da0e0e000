import { Anchor, Group, Text, Tooltip } from '@mantine/core';
import type { Post } from '@plaza/contract';
import { IconHash, IconLock, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../../components/UserAvatar';
import { to } from '../../../../routing/paths';
import { useZoneLinks } from '../../../zones';
import { audienceLabel, watchingLabel } from '../../shared/counts';
import { exactDateTime, relativeTime } from '../../../../lib/relative-time';
import { channelFeedPath } from '../../feed/feed-view';

/**
 * Who posted it, where and when, and how many watched (spec 02 §2 Video page). A live's viewers are
 * shown once, by its player; until the room answers (`watching` null) the post's count stands here.
 */
export function VideoMeta({ post, watching }: { post: Post; watching: number | null }) {
  const links = useZoneLinks();
  const { channel, createdBy } = post;
  const authorName = createdBy.userName ?? createdBy.fullName;
  const audience = post.streaming && watching !== null ? null : audienceLabel(post);

  return (
    <Group gap="md" justify="space-between" wrap="wrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <UserAvatar user={createdBy} size={40} />
        <div style={{ minWidth: 0 }}>
          {createdBy.userName ? (
            <Anchor component={Link} to={to.profile(createdBy.userName)} fw={600} c="inherit">
              {createdBy.fullName}
            </Anchor>
          ) : (
            <Text fw={600}>{authorName}</Text>
          )}
          <Group gap={6} wrap="wrap">
            {channel && (
              <>
                <Group gap={2} wrap="nowrap">
                  <IconWorld size={14} aria-hidden color="var(--mantine-color-dimmed)" />
                  <Anchor href={links.zoneSite(channel.zone.subdomain)} size="sm">
                    {channel.zone.name}
                  </Anchor>
                </Group>
                <Group gap={2} wrap="nowrap">
                  <IconHash size={14} aria-hidden color="var(--mantine-color-dimmed)" />
                  <Anchor component={Link} to={channelFeedPath(channel.id)} size="sm">
                    {channel.name}
                  </Anchor>
                </Group>
                <Text size="sm" c="dimmed" aria-hidden>
                  ·
                </Text>
              </>
            )}
            <Tooltip label={exactDateTime(post.createdOn)} withArrow>
              <Text size="sm" c="dimmed" component="time" dateTime={post.createdOn}>
                {relativeTime(post.createdOn)}
              </Text>
            </Tooltip>
          </Group>
        </div>
      </Group>
      <Group gap="xs">
        {!post.public && (
          <Tooltip label="Private: only you can see it" withArrow>
            <Group gap={4} c="dimmed">
              <IconLock size={16} aria-hidden />
              <Text size="sm">Private</Text>
            </Group>
          </Tooltip>
        )}
        {audience !== null && (
          <Text
            size="sm"
            fw={600}
            c={post.streaming ? 'red' : undefined}
            title={post.streaming ? watchingLabel(post.postReaction.liveStreamViewersCount).title : undefined}
          >
            {audience}
          </Text>
        )}
      </Group>
    </Group>
  );
}
