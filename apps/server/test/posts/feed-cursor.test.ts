import { api, encodeFeedCursor, messages, type Post } from '@plaza/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PostRow } from '../../src/db/schema-posts.js';
import { insertChannel, insertZone, signedInUser } from '../support/channels.js';
import { insertPost, minutesAgo } from '../support/posts.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

type Client = Awaited<ReturnType<typeof signedInUser>>['client'];
type FeedQuery = Record<string, string | number | boolean>;

/** Nine posts, two of them at the same microsecond and two in the same millisecond. */
async function world() {
  const owner = await signedInUser(server, 'Owner');
  const me = await signedInUser(server, 'Me');
  const zone = await insertZone(server, owner.user);
  const channel = await insertChannel(server, zone.id, owner.user, { name: 'A' });
  const posts: PostRow[] = [];
  for (let i = 0; i < 9; i += 1) {
    posts.push(
      await insertPost(server, owner.user.id, { title: `p${i}`, channel, createdAt: minutesAgo(90 - i * 10) }),
    );
  }
  const at = (index: number, time: string) =>
    sql`update posts set created_at = ${time}::timestamptz where id = ${posts[index]!.id}`.execute(server.db);
  await at(3, '2026-01-01T10:00:00.123456Z');
  await at(4, '2026-01-01T10:00:00.123456Z');
  await at(5, '2026-01-01T10:00:00.123999Z');
  return { owner, me, channel, posts };
}

async function feed(client: Client, query: FeedQuery) {
  const res = await client.call(api.posts.feed, { query: query as never });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Every page by cursor, from the first: the posts' ids, and each page's skip and total. */
async function byCursor(client: Client, query: FeedQuery) {
  const pages = [await feed(client, query)];
  for (let next = pages[0]!.nextCursor; next; next = pages[pages.length - 1]!.nextCursor) {
    pages.push(await feed(client, { ...query, cursor: next }));
  }
  return pages;
}

const ids = (posts: readonly Post[]) => posts.map((post) => post.id);

describe('GET /post/feed/list with a cursor (keyset paging)', () => {
  it('lists the same pages as skip, ties broken by id, and no cursor after the last page', async () => {
    const { me, channel } = await world();
    const filters: FeedQuery[] = [{}, { channelId: channel.id }, { sort: 'newest' }];
    for (const filter of filters) {
      for (const limit of [2, 3, 4]) {
        const pages = await byCursor(me.client, { ...filter, limit });
        const skipped = [];
        for (let skip = 0; skip < 9; skip += limit) skipped.push(await feed(me.client, { ...filter, limit, skip }));
        expect(pages.map((page) => ids(page.data))).toEqual(skipped.map((page) => ids(page.data)));
        expect(pages.map((page) => [page.skip, page.total, page.limit])).toEqual(
          skipped.map((page) => [page.skip, 9, limit]),
        );
        expect(pages[pages.length - 1]!.nextCursor).toBeNull();
      }
    }
  });

  it('neither skips nor repeats a post when posts are added or removed between pages', async () => {
    const { owner, me, channel, posts } = await world();
    const all = ids((await feed(me.client, { limit: 9 })).data);
    const first = await feed(me.client, { limit: 4 });
    expect(ids(first.data)).toEqual(all.slice(0, 4));
    await insertPost(server, owner.user.id, { title: 'new 1', channel });
    await insertPost(server, owner.user.id, { title: 'new 2', channel });
    // The last post of the first page goes too: the cursor holds its place, not the row.
    await server.db.deleteFrom('posts').where('id', '=', all[3]!).execute();
    const second = await feed(me.client, { limit: 4, cursor: first.nextCursor! });
    expect(ids(second.data)).toEqual(all.slice(4, 8));
    expect(second).toMatchObject({ skip: 4, total: 9 });
    const third = await feed(me.client, { limit: 4, cursor: second.nextCursor! });
    expect(ids(third.data)).toEqual(all.slice(8));
    expect(third.nextCursor).toBeNull();
    expect(posts).toHaveLength(9);
  });

  it('counts with the page, and still counts past the end of the list', async () => {
    const { owner, me, channel } = await world();
    expect(await feed(me.client, { limit: 2 })).toMatchObject({ total: 9, skip: 0 });
    expect(await feed(me.client, { skip: 20 })).toMatchObject({ data: [], total: 9, skip: 20 });
    expect(await feed(me.client, { skip: 20, userId: owner.user.id })).toMatchObject({ data: [], total: 9 });
    expect(await feed(me.client, { skip: 20, channelId: channel.id, searchTerm: 'p1' })).toMatchObject({
      data: [],
      total: 1,
    });
    expect(await feed(me.client, { userId: me.user.id })).toMatchObject({ data: [], total: 0 });
  });

  it('offers no cursor where the order pages only with skip', async () => {
    const { me } = await world();
    expect((await feed(me.client, { limit: 2, sort: 'popular' })).nextCursor).toBeUndefined();
    expect((await feed(me.client, { limit: 2, searchTerm: 'p1' })).nextCursor).toBeUndefined();
    expect((await feed(me.client, { limit: 20 })).nextCursor).toBeNull();
  });

  it('refuses a cursor it did not give, with skip, or with another order (400)', async () => {
    const { me } = await world();
    const cursor = (await feed(me.client, { limit: 2 })).nextCursor!;
    const refused = async (query: FeedQuery, message: string) => {
      const res = await me.client.call(api.posts.feed, { query: query as never });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: [message] });
    };
    await refused({ cursor: 'bm90IGEgY3Vyc29y' }, messages.feedCursorInvalid);
    await refused({ cursor: `${cursor}!` }, messages.feedCursorInvalid);
    await refused({ cursor: cursor.slice(0, -3) }, messages.feedCursorInvalid);
    await refused({ cursor, skip: 2 }, messages.feedCursorWithSkip);
    await refused({ cursor, sort: 'popular' }, messages.feedCursorOrder);
    await refused({ cursor, searchTerm: 'p1' }, messages.feedCursorOrder);
    // A well-formed cursor naming a place no post holds is simply the end of the list.
    const beyond = encodeFeedCursor({
      createdAt: '1990-01-01T00:00:00.000000Z',
      id: '00000000-0000-4000-8000-000000000000',
      position: 2,
      total: 9,
    });
    expect(await feed(me.client, { cursor: beyond })).toMatchObject({ data: [], skip: 2, nextCursor: null });
    expect((await server.client().call(api.posts.feed, { query: { cursor } })).status).toBe(401);
  });
});
