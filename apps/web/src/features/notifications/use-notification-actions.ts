import { NOTIFICATION, type Notification, type NotificationCounts } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../../api/client';
import {
  COUNTS_KEY,
  LIST_KEY,
  batches,
  loadedNotifications,
  markReadIn,
  markViewedIn,
  unseenAmong,
  type NotificationData,
} from './notification-cache';

function setCounts(queryClient: QueryClient, counts: NotificationCounts) {
  queryClient.setQueryData(COUNTS_KEY, counts);
}

function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: COUNTS_KEY });
  void queryClient.invalidateQueries({ queryKey: LIST_KEY, refetchType: 'none' });
}

/**
 * Marks the given ones seen, skipping those already seen (spec 02 §4: on leaving the panel). The
 * badge takes the counts the server replies. Quiet: the user did not ask for this call.
 */
export function useMarkViewed() {
  const queryClient = useQueryClient();
  return (ids: readonly string[]) => {
    const data = queryClient.getQueryData<NotificationData>(LIST_KEY);
    const unseen = unseenAmong(data ? loadedNotifications(data.pages) : [], ids);
    if (unseen.length === 0) return;
    const at = new Date().toISOString();
    queryClient.setQueryData<NotificationData>(LIST_KEY, (old) => markViewedIn(old, unseen, at));
    for (const notificationIds of batches(unseen, NOTIFICATION.viewBatchMax)) {
      call(api.notifications.view, { body: { notificationIds } }, { toast: false })
        .then((counts) => setCounts(queryClient, counts))
        .catch(() => refresh(queryClient));
    }
  };
}

/** Marks one opened: read at once on screen, the counts from the server's reply. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return (notification: Notification) => {
    if (notification.readOn !== null) return;
    const at = new Date().toISOString();
    queryClient.setQueryData<NotificationData>(LIST_KEY, (old) => markReadIn(old, notification.id, at));
    call(api.notifications.read, { params: { id: notification.id } }, { toast: false })
      .then((counts) => setCounts(queryClient, counts))
      .catch(() => refresh(queryClient));
  };
}

/**
 * Marks the shown ones seen when the component leaves the page. The call waits a tick so that
 * StrictMode's rehearsal unmount (followed at once by a remount) marks nothing.
 */
export function useViewOnLeave(shownIds: readonly string[]) {
  const markViewed = useMarkViewed();
  const latest = useRef({ shownIds, markViewed });
  useEffect(() => {
    latest.current = { shownIds, markViewed };
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(timer.current);
    return () => {
      timer.current = setTimeout(() => latest.current.markViewed(latest.current.shownIds), 0);
    };
  }, []);
}
