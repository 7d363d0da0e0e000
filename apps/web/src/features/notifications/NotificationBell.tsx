import { ActionIcon, Popover, ScrollArea, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { type Notification } from '@plaza/contract';
import { lazyDialog, lazyPart } from '../../components/lazy-part';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bellLabel } from './bell-label';
import { BellBadge } from './BellBadge';
import { LIST_KEY, firstPageOnly, type NotificationData } from './notification-cache';
import { notificationTarget } from './notification-target';
import { useMarkRead, useMarkViewed } from './use-notification-actions';
import { useNotificationCounts, useNotificationFeed } from './use-notification-data';
import { useNotificationsLive } from './use-notifications-live';

// The panel's contents are fetched when it first opens: the bell is on every screen, the list is not.
const NotificationList = lazyPart(() => import('./NotificationList'), 'NotificationList');
const NotificationDrawer = lazyDialog(() => import('./NotificationDrawer'), 'NotificationDrawer');

interface NotificationBellProps {
  /** The sidebar opens a popover beside it; the small screens' top bar opens a drawer. */
  placement: 'sidebar' | 'topbar';
}

/**
 * The bell with its badge, and the notifications panel it opens (spec 02 §4). Leaving the panel marks
 * the shown unseen ones viewed; opening one marks it read and follows it.
 */
export function NotificationBell({ placement }: NotificationBellProps) {
  useNotificationsLive();
  const unviewed = useNotificationCounts().data?.unviewedCount ?? 0;
  const [opened, setOpened] = useState(false);
  const feed = useNotificationFeed(opened);
  const markViewed = useMarkViewed();
  const markRead = useMarkRead();
  const queryClient = useQueryClient();

  const close = () => {
    if (!opened) return;
    markViewed(feed.shown.map((n) => n.id));
    queryClient.setQueryData<NotificationData>(LIST_KEY, firstPageOnly);
    feed.fold();
    setOpened(false);
  };
  const toggle = () => (opened ? close() : setOpened(true));
  const open = (notification: Notification) => {
    markRead(notification);
    if (notificationTarget(notification)) close();
  };

  const list = <NotificationList feed={feed} onOpen={open} />;
  const bell = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={bellLabel(unviewed)}
      aria-expanded={opened}
      aria-haspopup="dialog"
      onClick={toggle}
    >
      <IconBell size={20} stroke={1.7} />
    </ActionIcon>
  );

  if (placement === 'topbar') {
    return (
      <>
        <BellBadge unviewedCount={unviewed}>{bell}</BellBadge>
        <NotificationDrawer opened={opened} onClose={close}>
          {list}
        </NotificationDrawer>
      </>
    );
  }
  return (
    <BellBadge unviewedCount={unviewed}>
      <Popover
        opened={opened}
        onDismiss={close}
        position="right-start"
        width={380}
        shadow="md"
        withinPortal
        trapFocus
        returnFocus
      >
        <Popover.Target>{bell}</Popover.Target>
        <Popover.Dropdown p="sm">
          <Title order={2} size="h5" px={8} pb="xs">
            Notifications
          </Title>
          <ScrollArea.Autosize mah="min(70vh, 560px)" type="auto" offsetScrollbars>
            {list}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </BellBadge>
  );
}
