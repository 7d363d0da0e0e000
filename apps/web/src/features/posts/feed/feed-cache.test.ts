import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aPost } from '../../../testing/post-fixture';
import {
  addCreatedPost,
  dropPost,
  feedAccepts,
  feedKey,
  feedPosts,
  nextFeedPage,
  prependPost,
  type FeedData,
  type FeedPage,
} from './feed-cache';

const page = (posts: ReturnType<typeof aPost>[], total: number, skip = 0): FeedPage => ({
  data: posts,
  total,
  limit: 30,
  skip,
});
const ids = (data: FeedData | undefined) => feedPosts(data?.pages ?? []).map((p) => p.title);

describe('the next feed page', () => {
  it("follows the page before's cursor, and ends where the cursor does", () => {
    const [a, b] = [aPost({ title: 'a' }), aPost({ title: 'b' })];
    expect(nextFeedPage([{ ...page([a], 5), nextCursor: 'after-a' }])).toEqual({ cursor: 'after-a' });
    expect(
      nextFeedPage([
        { ...page([a], 5), nextCursor: 'after-a' },
        { ...page([b], 5, 1), nextCursor: null },
      ]),
    ).toBe(undefined);
  });

  it('counts the posts loaded as skip where the order gives no cursor, until the total', () => {
    const [a, b] = [aPost({ title: 'a' }), aPost({ title: 'b' })];
    expect(nextFeedPage([page([a], 2)])).toEqual({ skip: 1 });
    expect(nextFeedPage([page([a], 2), page([b], 2, 1)])).toBeUndefined();
  });
});

describe('the feed pages', () => {
  it('join in order, each post once', () => {
    const [a, b, c] = [aPost({ title: 'a' }), aPost({ title: 'b' }), aPost({ title: 'c' })];
    expect(feedPosts([page([a, b], 3), page([b, c], 3, 2)]).map((p) => p.title)).toEqual(['a', 'b', 'c']);
  });

  it('take a created post at the front of the first page, counted once', () => {
    const [a, b] = [aPost({ title: 'a' }), aPost({ title: 'b' })];
    const data: FeedData = { pages: [page([a], 2), page([b], 2, 1)], pageParams: [{ skip: 0 }, { skip: 1 }] };
    const created = aPost({ title: 'new' });
    const next = prependPost(data, created);
    expect(ids(next)).toEqual(['new', 'a', 'b']);
    expect(next!.pages[0]!.total).toBe(3);
    expect(next!.pageParams).toEqual([{ skip: 0 }, { skip: 1 }]);
    const again = prependPost(next, created);
    expect(ids(again)).toEqual(['new', 'a', 'b']);
    expect(again!.pages[0]!.total).toBe(3);
  });

  it('leave a feed that is not loaded alone', () => {
    expect(prependPost(undefined, aPost())).toBeUndefined();
  });

  it('drop a removed post', () => {
    const [a, b] = [aPost({ title: 'a' }), aPost({ title: 'b' })];
    const data: FeedData = { pages: [page([a, b], 2)], pageParams: [{ skip: 0 }] };
    const next = dropPost(data, a.id);
    expect(ids(next)).toEqual(['b']);
    expect(next!.pages[0]!.total).toBe(1);
    expect(dropPost(next, 'unknown')).toBe(next);
  });
});

describe('a created post', () => {
  const channel = {
    id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    name: 'News',
    zoneId: '3f2504e0-4f89-41d3-9a0c-0305e82c3302',
    zone: { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3302', name: 'Acme', subdomain: 'acme' },
  };
  const post = aPost({ channel });

  it('belongs to the plain and newest feeds and to its own channel', () => {
    expect(feedAccepts({}, post)).toBe(true);
    expect(feedAccepts({ sort: 'newest' }, post)).toBe(true);
    expect(feedAccepts({ channelId: channel.id }, post)).toBe(true);
    expect(feedAccepts({ userId: post.createdBy.id }, post)).toBe(true);
  });

  it('does not belong to filtered feeds it does not match', () => {
    expect(feedAccepts({ following: true }, post)).toBe(false);
    expect(feedAccepts({ streaming: true }, post)).toBe(false);
    expect(feedAccepts({ sort: 'popular' }, post)).toBe(false);
    expect(feedAccepts({ searchTerm: 'x' }, post)).toBe(false);
    expect(feedAccepts({ channelId: '3f2504e0-4f89-41d3-9a0c-0305e82c3309' }, post)).toBe(false);
    expect(feedAccepts({ channelId: channel.id }, aPost())).toBe(false);
  });

  it('goes to the front of the loaded feeds it belongs to; the others turn stale', () => {
    const client = new QueryClient();
    const old = aPost({ title: 'old' });
    const loaded = (): FeedData => ({ pages: [page([old], 1)], pageParams: [{ skip: 0 }] });
    client.setQueryData(feedKey({}), loaded());
    client.setQueryData(feedKey({ sort: 'popular' }), loaded());
    addCreatedPost(client, aPost({ title: 'new' }));
    expect(ids(client.getQueryData<FeedData>(feedKey({})))).toEqual(['new', 'old']);
    expect(ids(client.getQueryData<FeedData>(feedKey({ sort: 'popular' })))).toEqual(['old']);
    expect(client.getQueryState(feedKey({ sort: 'popular' }))!.isInvalidated).toBe(true);
    expect(client.getQueryState(feedKey({}))!.isInvalidated).toBe(false);
  });
});
