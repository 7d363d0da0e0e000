import { LISTS, NOTIFICATION, api, messages } from '@plaza/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/channels.js';
import { insertPost, minutesAgo } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import { allNotifications, insertNotification, notificationsOf } from './support.js';

const server = useTestServer();

const zero = { unviewedCount: 0, unreadCount: 0 };

/** Ada with three notifications (new, seen, read; newest first: n3, n2, n1) and Bob with one. */
async function world() {
  const ada = await signedInUser(server, 'Ada');
  const bob = await signedInUser(server, 'Bob');
  const post = await insertPost(server, ada.user.id, { title: 'Morning' });
  const n1 = await insertNotification(server, ada.user.id, {
    type: 'post_like',
    createdBy: bob.user.id,
    postId: post.id,
    createdAt: minutesAgo(30),
    read: true,
  });
  const n2 = await insertNotification(server, ada.user.id, { createdAt: minutesAgo(20), viewed: true });
  const n3 = await insertNotification(server, ada.user.id, {
    type: 'post_like',
    createdBy: bob.user.id,
    postId: post.id,
    createdAt: minutesAgo(10),
  });
  const bobs = await insertNotification(server, bob.user.id, { createdAt: minutesAgo(5) });
  return { ada, bob, post, n1, n2, n3, bobs };
}

describe('signed out', () => {
  it('answers 401 to every notification call', async () => {
    const client = server.client();
    const id = randomUUID();
    for (const res of [
      await client.call(api.notifications.list, { query: {} }),
      await client.call(api.notifications.counts),
      await client.call(api.notifications.view, { body: { notificationIds: [id] } }),
      await client.call(api.notifications.read, { params: { id } }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('NOT_SIGNED_IN');
    }
  });
});

describe('GET /notification/list', () => {
  it("lists the caller's notifications newest first, with who, what and both counts", async () => {
    const { ada, bob, post, n1, n2, n3 } = await world();
    const res = await ada.client.call(api.notifications.list, { query: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total: 3,
      limit: LISTS.notificationsPage,
      skip: 0,
      unviewedCount: 1,
      unreadCount: 2,
    });
    expect(res.body.data.map((n) => n.id)).toEqual([n3.id, n2.id, n1.id]);
    expect(res.body.data[0]).toEqual({
      id: n3.id,
      type: 'post_like',
      createdBy: { id: bob.user.id, fullName: 'Bob', userName: bob.user.user_name, displayPhoto: null },
      post: { id: post.id, title: 'Morning', slug: post.slug, thumbnail: 'thumbnail.jpg' },
      comment: null,
      message: null,
      meeting: null,
      viewedOn: null,
      readOn: null,
      createdOn: n3.created_at.toISOString(),
    });
    expect(res.body.data[1]).toMatchObject({
      type: 'system_notification',
      createdBy: null,
      post: null,
      message: 'Hello',
    });
    expect(res.body.data[1]!.viewedOn).toBe(n2.viewed_at!.toISOString());
    expect(res.body.data[2]!.readOn).toBe(n1.read_at!.toISOString());
  });

  it('filters by type: the page and total of that type, the counts of all', async () => {
    const { ada, n1, n3 } = await world();
    const res = await ada.client.call(api.notifications.list, { query: { type: 'post_like' } });
    expect(res.body.data.map((n) => n.id)).toEqual([n3.id, n1.id]);
    expect(res.body).toMatchObject({ total: 2, unviewedCount: 1, unreadCount: 2 });
    const none = await ada.client.call(api.notifications.list, { query: { type: 'post_comment' } });
    expect(none.body).toMatchObject({ data: [], total: 0, unviewedCount: 1, unreadCount: 2 });
  });

  it('pages with limit and skip', async () => {
    const { ada, n1, n2 } = await world();
    const res = await ada.client.call(api.notifications.list, { query: { limit: 2, skip: 1 } });
    expect(res.body).toMatchObject({ total: 3, limit: 2, skip: 1 });
    expect(res.body.data.map((n) => n.id)).toEqual([n2.id, n1.id]);
    const past = await ada.client.call(api.notifications.list, { query: { skip: 3 } });
    expect(past.body).toMatchObject({ data: [], total: 3 });
  });

  it('is empty with zero counts for someone with no notifications', async () => {
    await world();
    const { client } = await signedInUser(server, 'Cyd');
    const res = await client.call(api.notifications.list, { query: {} });
    expect(res.body).toEqual({ data: [], total: 0, limit: LISTS.notificationsPage, skip: 0, ...zero });
  });

  it('leaves out a post the caller may no longer see', async () => {
    const { ada, bob } = await world();
    const hidden = await insertPost(server, ada.user.id, { public: false });
    const n = await insertNotification(server, bob.user.id, {
      type: 'post',
      createdBy: ada.user.id,
      postId: hidden.id,
    });
    const res = await bob.client.call(api.notifications.list, { query: { type: 'post' } });
    expect(res.body.data).toEqual([expect.objectContaining({ id: n.id, post: null })]);
  });

  it('refuses bad paging and an unknown type', async () => {
    const { ada } = await world();
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 0 }, messages.biggerOrEqual(1)],
      [{ limit: LISTS.maxPageSize + 1 }, messages.smallerOrEqual(LISTS.maxPageSize)],
      [{ limit: 'many' }, messages.wrongType('Limit', 'a number')],
      [{ skip: -1 }, messages.biggerOrEqual(0)],
      [{ type: 'gossip' }, messages.oneOf('Type', NOTIFICATION.types)],
    ];
    for (const [query, message] of cases) {
      const res = await ada.client.call(api.notifications.list, { query } as never);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toEqual([message]);
    }
  });
});

describe('GET /notification/counts', () => {
  it('counts the unseen and the unread of the caller only', async () => {
    const { ada, bob } = await world();
    expect((await ada.client.call(api.notifications.counts)).body).toEqual({ unviewedCount: 1, unreadCount: 2 });
    expect((await bob.client.call(api.notifications.counts)).body).toEqual({ unviewedCount: 1, unreadCount: 1 });
    const { client } = await signedInUser(server, 'Cyd');
    expect((await client.call(api.notifications.counts)).body).toEqual(zero);
  });
});

describe('POST /notification/view', () => {
  it("marks the caller's listed notifications seen, lowering unviewedCount by their number", async () => {
    const { ada, n2, n3 } = await world();
    const n4 = await insertNotification(server, ada.user.id);
    const res = await ada.client.call(api.notifications.view, { body: { notificationIds: [n3.id, n4.id, n2.id] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unviewedCount: 0, unreadCount: 3 });
    const rows = await notificationsOf(server, ada.user.id);
    expect(rows.every((r) => r.viewed_at !== null)).toBe(true);
    // Already seen: its time is kept. Seen is not read.
    expect(rows.find((r) => r.id === n2.id)!.viewed_at).toEqual(n2.viewed_at);
    expect(rows.filter((r) => r.read_at === null)).toHaveLength(3);
  });

  it("ignores another user's ids and unknown ids", async () => {
    const { ada, bob, n3, bobs } = await world();
    const res = await ada.client.call(api.notifications.view, {
      body: { notificationIds: [bobs.id, randomUUID(), n3.id] },
    });
    expect(res.body).toEqual({ unviewedCount: 0, unreadCount: 2 });
    const bobRows = await notificationsOf(server, bob.user.id);
    expect(bobRows).toEqual([bobs]);
  });

  it('refuses a missing, empty, malformed or oversized list, changing nothing', async () => {
    const { ada } = await world();
    const before = await allNotifications(server);
    const cases: [unknown, string][] = [
      [{}, messages.required('Notification ids')],
      [{ notificationIds: [] }, messages.required('Notification ids')],
      [{ notificationIds: ['nope'] }, messages.wrongType('Notification id', 'a valid id')],
      [
        { notificationIds: Array.from({ length: NOTIFICATION.viewBatchMax + 1 }, () => randomUUID()) },
        messages.smallerOrEqual(NOTIFICATION.viewBatchMax),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await ada.client.call(api.notifications.view, { body } as never);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message).toEqual([message]);
    }
    expect(await allNotifications(server)).toEqual(before);
  });
});

describe('POST /notification/read/:id', () => {
  it('marks it read and seen, lowering both counts', async () => {
    const { ada, n3 } = await world();
    const res = await ada.client.call(api.notifications.read, { params: { id: n3.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unviewedCount: 0, unreadCount: 1 });
    const row = (await notificationsOf(server, ada.user.id)).find((r) => r.id === n3.id)!;
    expect(row.read_at).not.toBeNull();
    expect(row.viewed_at).toEqual(row.read_at);
  });

  it('keeps the first times when read again, and a seen one keeps when it was seen', async () => {
    const { ada, n1, n2 } = await world();
    expect((await ada.client.call(api.notifications.read, { params: { id: n1.id } })).body).toEqual({
      unviewedCount: 1,
      unreadCount: 2,
    });
    await ada.client.call(api.notifications.read, { params: { id: n2.id } });
    const rows = await notificationsOf(server, ada.user.id);
    expect(rows.find((r) => r.id === n1.id)).toEqual(n1);
    const seen = rows.find((r) => r.id === n2.id)!;
    expect(seen.viewed_at).toEqual(n2.viewed_at);
    expect(seen.read_at).not.toBeNull();
  });

  it("answers NOTIFICATION_NOT_FOUND for another user's notification or an unknown one, changing nothing", async () => {
    const { ada, bobs } = await world();
    const before = await allNotifications(server);
    for (const id of [bobs.id, randomUUID()]) {
      const res = await ada.client.call(api.notifications.read, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('NOTIFICATION_NOT_FOUND');
    }
    expect(await allNotifications(server)).toEqual(before);
  });

  it('refuses a malformed id', async () => {
    const { ada } = await world();
    const res = await ada.client.call(api.notifications.read, { params: { id: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([messages.wrongType('Notification id', 'a valid id')]);
  });
});
