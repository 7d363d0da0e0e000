import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocketStore } from '../../realtime/socket';
import { useSocketEvent } from '../../realtime/use-socket-event';
import { COUNTS_KEY, LIST_KEY, prependNotification, type NotificationData } from './notification-cache';

/**
 * Keeps the badge and the cached list live (spec 02 §7): a new notification goes to the top with
 * the counts it carries; counts changed elsewhere replace ours and make the list stale. Both are
 * idempotent, so more than one bell on the page may listen.
 */
export function useNotificationsLive() {
  const queryClient = useQueryClient();
  useSocketEvent('notification', ({ notification, counts }) => {
    queryClient.setQueryData(COUNTS_KEY, counts);
    queryClient.setQueryData<NotificationData>(LIST_KEY, (old) => prependNotification(old, notification));
  });
  useSocketEvent('notification_counts', (counts) => {
    queryClient.setQueryData(COUNTS_KEY, counts);
    void queryClient.invalidateQueries({ queryKey: LIST_KEY, refetchType: 'none' });
  });

  // Events sent while the socket was not up are lost. The counts are read once it is up
  // (socketSettled), so they are asked again only when they were read before it came up: after a
  // drop, or when the first read could not wait. Checked at the moment it comes up, before a read
  // waiting for it is sent; every bell may ask, and the asks share one request.
  useEffect(
    () =>
      useSocketStore.subscribe((state, previous) => {
        if (!state.connected || previous.connected) return;
        if (queryClient.getQueryState(COUNTS_KEY)?.status !== 'success') return;
        void queryClient.invalidateQueries({ queryKey: COUNTS_KEY }, { cancelRefetch: false });
        void queryClient.invalidateQueries({ queryKey: LIST_KEY, refetchType: 'none' });
      }),
    [queryClient],
  );
}
