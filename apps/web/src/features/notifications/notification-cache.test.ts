import type { Notification } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import {
  batches,
  firstPageOnly,
  canSeeMore,
  loadedNotifications,
  markReadIn,
  markViewedIn,
  prependNotification,
  shownNotifications,
  unseenAmong,
  type NotificationData,
} from './notification-cache';
import { aNotification } from './testing/notification-fixture';

const AT = '2026-03-05T12:00:00.000Z';
const page = (data: Notification[], total: number, skip = 0) => ({
  data,
  total,
  limit: 30,
  skip,
  unviewedCount: 0,
  unreadCount: 0,
});
const cache = (...pages: ReturnType<typeof page>[]): NotificationData => ({
  pages,
  pageParams: pages.map((p) => p.skip),
});
const ids = (data: NotificationData | undefined) => loadedNotifications(data?.pages ?? []).map((n) => n.id);

describe('the notification cache', () => {
  const [a, b, c] = [aNotification(), aNotification(), aNotification()];

  it('joins the pages, each notification once', () => {
    expect(ids(cache(page([a, b], 3), page([b, c], 3, 2)))).toEqual([a.id, b.id, c.id]);
  });

  it('folds to 5 and offers more while folded and more exist', () => {
    const many = Array.from({ length: 7 }, () => aNotification());
    expect(shownNotifications(many, false)).toHaveLength(5);
    expect(shownNotifications(many, true)).toHaveLength(7);
    expect(canSeeMore(7, false, false)).toBe(true);
    expect(canSeeMore(5, false, false)).toBe(false);
    expect(canSeeMore(5, true, false)).toBe(true);
    expect(canSeeMore(7, true, true)).toBe(false);
  });

  it('puts a live notification on top once, counting it in every page', () => {
    const data = cache(page([a], 2), page([b], 2, 1));
    const next = prependNotification(data, c);
    expect(ids(next)).toEqual([c.id, a.id, b.id]);
    expect(next?.pages.map((p) => p.total)).toEqual([3, 3]);
    expect(prependNotification(next, c)).toBe(next);
    expect(prependNotification(undefined, c)).toBeUndefined();
  });

  it('marks the given ones viewed, keeping earlier times', () => {
    const seen = { ...b, viewedOn: '2026-03-01T00:00:00.000Z' };
    const next = markViewedIn(cache(page([a, seen, c], 3)), [a.id, seen.id], AT);
    expect(next?.pages[0]?.data.map((n) => n.viewedOn)).toEqual([AT, '2026-03-01T00:00:00.000Z', null]);
  });

  it('marks one read and so viewed', () => {
    const next = markReadIn(cache(page([a, b], 2)), b.id, AT);
    expect(next?.pages[0]?.data.map((n) => [n.readOn, n.viewedOn])).toEqual([
      [null, null],
      [AT, AT],
    ]);
  });

  it('finds the unseen among some ids, in list order', () => {
    const seen = { ...b, viewedOn: AT };
    expect(unseenAmong([a, seen, c], [c.id, seen.id, a.id, 'other'])).toEqual([a.id, c.id]);
  });

  it('keeps only the first page', () => {
    const data = cache(page([a], 3), page([b], 3, 1), page([c], 3, 2));
    expect(ids(firstPageOnly(data))).toEqual([a.id]);
    expect(firstPageOnly(data)?.pageParams).toEqual([0]);
    const single = cache(page([a], 1));
    expect(firstPageOnly(single)).toBe(single);
  });

  it('splits ids into batches', () => {
    expect(batches(['1', '2', '3', '4', '5'], 2)).toEqual([['1', '2'], ['3', '4'], ['5']]);
    expect(batches([], 2)).toEqual([]);
  });
});
