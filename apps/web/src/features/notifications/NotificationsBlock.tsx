import { Badge, Group, Title, VisuallyHidden } from '@mantine/core';
import { unseenBadgeText } from '../posts';
import { useId } from 'react';
import { NotificationList } from './NotificationList';
import { useMarkRead, useViewOnLeave } from './use-notification-actions';
import { useNotificationCounts, useNotificationFeed } from './use-notification-data';

/**
 * The contacts page's notifications block: the latest 5, 'See all' unfolds it (30, then more).
 * Leaving the page marks the shown unseen ones viewed, as leaving the panel does.
 */
export function NotificationsBlock() {
  const feed = useNotificationFeed(true);
  const unviewed = useNotificationCounts().data?.unviewedCount ?? 0;
  const markRead = useMarkRead();
  const titleId = useId();
  useViewOnLeave(feed.shown.map((n) => n.id));

  return (
    <section aria-labelledby={titleId}>
      <Group gap="xs" mb="xs">
        <Title order={2} size="h5" id={titleId}>
          Notifications
        </Title>
        {unviewed > 0 && (
          // As wide as its text needs (a circle cut 12 to '1..'); the words say what the number is.
          <Badge size="sm">
            {unseenBadgeText(unviewed)}
            <VisuallyHidden> new</VisuallyHidden>
          </Badge>
        )}
      </Group>
      <NotificationList feed={feed} onOpen={markRead} seeMoreLabel="See all" />
    </section>
  );
}
