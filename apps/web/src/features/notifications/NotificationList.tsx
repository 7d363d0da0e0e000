import { Anchor, Button, Center, Stack } from '@mantine/core';
import type { Notification } from '@plaza/contract';
import { IconBellOff } from '@tabler/icons-react';
import { ListEmpty, ListError, ListSkeleton, QueryStates } from '../../components/ListStates';
import { NotificationRow } from './NotificationRow';
import type { NotificationFeed } from './use-notification-data';

interface NotificationListProps {
  feed: NotificationFeed;
  onOpen: (notification: Notification) => void;
  /** The words of the link that unfolds the list. */
  seeMoreLabel?: string;
}

/** Notifications with their loading, empty and error states; folded to 5, then paged on. */
export function NotificationList({ feed, onOpen, seeMoreLabel = 'See more' }: NotificationListProps) {
  const { query } = feed;
  return (
    <QueryStates
      query={query}
      isEmpty={feed.items.length === 0}
      loading={<ListSkeleton rows={3} />}
      empty={<ListEmpty icon={<IconBellOff />} text="No notifications yet" />}
    >
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Notifications">
        {feed.shown.map((notification) => (
          <NotificationRow key={notification.id} notification={notification} onOpen={onOpen} />
        ))}
      </Stack>
      {feed.canSeeMore && (
        <Anchor component="button" type="button" size="sm" mt="xs" onClick={feed.expand}>
          {seeMoreLabel}
        </Anchor>
      )}
      {feed.expanded && query.isFetchNextPageError && (
        <ListError text={query.error?.message ?? 'Something went wrong.'} onRetry={() => void query.fetchNextPage()} />
      )}
      {feed.expanded && query.hasNextPage && !query.isFetchNextPageError && (
        <Center mt="xs">
          <Button
            variant="default"
            size="xs"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </Button>
        </Center>
      )}
    </QueryStates>
  );
}
