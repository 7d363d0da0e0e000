import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

  // Events sent while the socket was not up are lost: after a reconnect, ask again; likewise on the
  // first connection when the counts were read before it (a notification may have come in between).
  const connected = useSocketStore((s) => s.connected);
  const link = useRef({ wasUp: false, dropped: false });
  useEffect(() => {
    if (!connected) {
      if (link.current.wasUp) link.current.dropped = true;
      return;
    }
    const readBefore = !link.current.wasUp && queryClient.getQueryState(COUNTS_KEY)?.status === 'success';
    if (link.current.dropped || readBefore) {
      link.current.dropped = false;
      void queryClient.invalidateQueries({ queryKey: COUNTS_KEY });
      void queryClient.invalidateQueries({ queryKey: LIST_KEY, refetchType: 'none' });
    }
    link.current.wasUp = true;
  }, [connected, queryClient]);
}
