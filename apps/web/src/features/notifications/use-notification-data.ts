import { LISTS, type Notification } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { nextSkip } from '../../lib/paging';
import { socketSettled } from '../../realtime/socket';
import {
  COUNTS_KEY,
  LIST_KEY,
  canSeeMore,
  loadedNotifications,
  shownNotifications,
  type NotificationPage,
} from './notification-cache';

/**
 * The badge's counts, read once the socket is up (then its events keep them current). Quiet on
 * failure: the bell is on every page and a toast there would nag.
 */
export function useNotificationCounts() {
  return useApiQuery(api.notifications.counts, {}, { toast: false, waitFor: socketSettled });
}

/**
 * The notifications, newest first: the first call asks for as many as the unfolded panel shows, then
 * LISTS.notificationsPage at a time with skip = the count loaded. Each page carries the counts,
 * which refresh the badge.
 */
function useNotificationPages(enabled: boolean) {
  const queryClient = useQueryClient();
  return useInfiniteQuery<NotificationPage, ApiError, Notification[], typeof LIST_KEY, number>({
    queryKey: LIST_KEY,
    initialPageParam: 0,
    enabled,
    queryFn: async ({ pageParam, signal }) => {
      const limit = pageParam === 0 ? LISTS.notificationsExpanded : LISTS.notificationsPage;
      const page = await call(api.notifications.list, { query: { skip: pageParam, limit } }, { signal });
      queryClient.setQueryData(COUNTS_KEY, { unviewedCount: page.unviewedCount, unreadCount: page.unreadCount });
      return page;
    },
    getNextPageParam: (_last, pages) => nextSkip(pages),
    select: (data) => loadedNotifications(data.pages),
  });
}

/** A folding list of notifications: the latest 5, and after 'See more' all loaded, paging on. */
export function useNotificationFeed(enabled: boolean) {
  const query = useNotificationPages(enabled);
  const [expanded, setExpanded] = useState(false);
  const items = query.data ?? [];
  return {
    query,
    items,
    shown: shownNotifications(items, expanded),
    expanded,
    canSeeMore: canSeeMore(items.length, query.hasNextPage, expanded),
    expand: () => setExpanded(true),
    fold: () => setExpanded(false),
  };
}

export type NotificationFeed = ReturnType<typeof useNotificationFeed>;
