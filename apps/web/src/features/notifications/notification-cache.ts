import { LISTS, type Notification, type ReplyOf } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import type { InfiniteData } from '@tanstack/react-query';
import { queryKeyOf } from '../../api/hooks';

export type NotificationPage = ReplyOf<typeof api.notifications.list>;
export type NotificationData = InfiniteData<NotificationPage, number>;

/** The badge's counts: the same key as `useApiQuery(api.notifications.counts, {})`. */
export const COUNTS_KEY = queryKeyOf(api.notifications.counts, {});

/** The paged list; it starts like the call's own key so invalidating the endpoint reaches it. */
export const LIST_KEY = [api.notifications.list.method, api.notifications.list.path, {}, 'pages'] as const;

/** The loaded notifications in order, each once (a new one shifts the server's list while we page). */
export function loadedNotifications(pages: readonly NotificationPage[]): Notification[] {
  const seen = new Set<string>();
  const items: Notification[] = [];
  for (const page of pages) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** Folded, the panel shows the latest few; unfolded, everything loaded (spec 02 §4). */
export function shownNotifications(items: readonly Notification[], expanded: boolean): Notification[] {
  return expanded ? [...items] : items.slice(0, LISTS.notificationsShown);
}

/** 'See more' is offered while folded and more exist than are shown. */
export function canSeeMore(loaded: number, hasNextPage: boolean, expanded: boolean): boolean {
  return !expanded && (loaded > LISTS.notificationsShown || hasNextPage);
}

/** A live notification goes to the top of the first page (once). */
export function prependNotification(
  data: NotificationData | undefined,
  item: Notification,
): NotificationData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.data.some((n) => n.id === item.id))) return data;
  const pages = data.pages.map((page, index) => ({
    ...page,
    data: index === 0 ? [item, ...page.data] : page.data,
    total: page.total + 1,
  }));
  return { ...data, pages };
}

function updateEach(
  data: NotificationData | undefined,
  change: (n: Notification) => Notification,
): NotificationData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(change) })) };
}

/** The given ones, seen at `at` (those already seen keep their time). */
export function markViewedIn(data: NotificationData | undefined, ids: readonly string[], at: string) {
  const wanted = new Set(ids);
  return updateEach(data, (n) => (wanted.has(n.id) && n.viewedOn === null ? { ...n, viewedOn: at } : n));
}

/** One opened at `at`: read, and so seen too. */
export function markReadIn(data: NotificationData | undefined, id: string, at: string) {
  return updateEach(data, (n) => (n.id === id ? { ...n, readOn: n.readOn ?? at, viewedOn: n.viewedOn ?? at } : n));
}

/** Only the first page, so that opening the panel again refetches one page, not every one loaded. */
export function firstPageOnly(data: NotificationData | undefined): NotificationData | undefined {
  if (!data || data.pages.length <= 1) return data;
  return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}

/** Of `ids`, those still unseen in the loaded list, in the list's order. */
export function unseenAmong(items: readonly Notification[], ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return items.filter((n) => wanted.has(n.id) && n.viewedOn === null).map((n) => n.id);
}

/** Splits ids into batches the view call accepts. */
export function batches(ids: readonly string[], size: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}
