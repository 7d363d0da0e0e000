import { api } from '@plaza/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/channels.js';
import { insertPost } from '../support/posts.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { connect, makeContacts, type Tab } from './support.js';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
beforeEach(() => server.reset());
afterAll(() => server.close());

const tabs: Tab[] = [];
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.close();
});
async function open(client: Parameters<typeof connect>[1]) {
  const tab = await connect(server, client);
  tabs.push(tab);
  return tab;
}

/** A and B are contacts; C is a stranger to both. */
async function people() {
  const a = await signedInUser(server, 'Ada');
  const b = await signedInUser(server, 'Bob');
  const c = await signedInUser(server, 'Cyd');
  await makeContacts(server, a.user.id, b.user.id);
  return { a, b, c };
}

const lastOnline = async (userId: string) =>
  (await server.db.selectFrom('users').select('last_online_at').where('id', '=', userId).executeTakeFirstOrThrow())
    .last_online_at;

describe('presence', () => {
  it("tells a user's contacts, and only them, when the first tab opens", async () => {
    const { a, b, c } = await people();
    const tabA = await open(a.client);
    const tabC = await open(c.client);
    expect(await tabA.presence()).toEqual([]);

    await open(b.client);
    expect(await tabA.next('contact_user_connected')).toEqual({ userId: b.user.id });
    expect(await tabA.presence()).toEqual([b.user.id]);

    // The stranger hears nothing and is told of nobody.
    expect(await tabC.presence()).toEqual([]);
    expect(tabC.log.map((r) => r.event)).toEqual(['presence']);
    // Nor does anyone hear of the stranger.
    expect(tabA.all('contact_user_connected')).toEqual([{ userId: b.user.id }]);
  });

  it('answers send_presence with the contacts online now, never the caller nor strangers', async () => {
    const { a, b, c } = await people();
    await open(b.client);
    await open(c.client);
    const tabA = await open(a.client);
    expect(await tabA.presence()).toEqual([b.user.id]);
    const tabC = await open(c.client);
    expect(await tabC.presence()).toEqual([]);
  });

  it('does not announce a second tab, and announces going offline only when the last tab closes', async () => {
    const { a, b } = await people();
    const tabA = await open(a.client);
    const first = await open(b.client);
    await tabA.next('contact_user_connected');

    const second = await open(b.client);
    expect(await second.presence()).toEqual([a.user.id]);
    expect(await tabA.presence()).toEqual([b.user.id]);
    expect(tabA.all('contact_user_connected')).toHaveLength(1);

    first.close();
    expect(await tabA.presence()).toEqual([b.user.id]);
    expect(tabA.all('socket_disconnected')).toEqual([]);
    expect(await lastOnline(b.user.id)).toBeNull();

    second.close();
    const gone = await tabA.next('socket_disconnected');
    expect(gone.userId).toBe(b.user.id);
    expect((await lastOnline(b.user.id))?.toISOString()).toBe(gone.lastOnlineDate);
    expect(await tabA.presence()).toEqual([]);
    expect(tabA.all('socket_disconnected')).toHaveLength(1);
  });

  it('tells nobody but contacts that a user went offline', async () => {
    const { a, b, c } = await people();
    const tabA = await open(a.client);
    const tabC = await open(c.client);
    const tabB = await open(b.client);
    await tabA.next('contact_user_connected');
    tabB.close();
    await tabA.next('socket_disconnected');
    await tabC.presence();
    expect(tabC.log.map((r) => r.event)).toEqual(['presence']);
  });

  it('shows a contact online in the contact list while a tab is open, and when they were last seen after', async () => {
    const { a, b } = await people();
    const tabA = await open(a.client);
    const tabB = await open(b.client);
    await tabA.next('contact_user_connected');
    const list = () => a.client.call(api.contacts.list, { params: { userName: a.user.user_name! }, query: {} });

    const online = await list();
    expect(online.status).toBe(200);
    expect(online.body.data).toEqual([
      expect.objectContaining({ contactUser: expect.objectContaining({ id: b.user.id }), online: true }),
    ]);

    tabB.close();
    const { lastOnlineDate } = await tabA.next('socket_disconnected');
    const offline = await list();
    expect(offline.body.data).toEqual([
      expect.objectContaining({
        contactUser: expect.objectContaining({ id: b.user.id }),
        online: false,
        lastOnlineDate,
      }),
    ]);
  });
});

describe('notifications on the socket', () => {
  it("brings a like to the author's open tabs with the counts after it", async () => {
    const { a, b } = await people();
    const post = await insertPost(server, a.user.id, { title: 'Sunrise' });
    const [tab1, tab2] = [await open(a.client), await open(a.client)];

    const liked = await b.client.call(api.posts.like, { body: { postId: post.id, type: 'like' } });
    expect(liked.status).toBe(200);
    for (const tab of [tab1, tab2]) {
      const { notification, counts } = await tab.next('notification');
      expect(notification).toMatchObject({
        type: 'post_like',
        createdBy: { id: b.user.id, fullName: 'Bob' },
        post: { id: post.id, title: 'Sunrise', slug: post.slug },
        viewedOn: null,
        readOn: null,
      });
      expect(counts).toEqual({ unviewedCount: 1, unreadCount: 1 });
    }
  });

  it("tells the caller's other tabs the new counts after view and read", async () => {
    const { a, b } = await people();
    const post = await insertPost(server, a.user.id);
    const other = await insertPost(server, a.user.id);
    const tab = await open(a.client);
    await b.client.call(api.posts.like, { body: { postId: post.id, type: 'like' } });
    await b.client.call(api.posts.like, { body: { postId: other.id, type: 'like' } });
    const first = (await tab.next('notification')).notification;
    await tab.next('notification');

    await a.client.call(api.notifications.view, { body: { notificationIds: [first.id] } });
    expect(await tab.next('notification_counts')).toEqual({ unviewedCount: 1, unreadCount: 2 });
    await a.client.call(api.notifications.read, { params: { id: first.id } });
    expect(await tab.next('notification_counts')).toEqual({ unviewedCount: 1, unreadCount: 1 });
  });

  it('sends nothing to anyone else', async () => {
    const { a, b, c } = await people();
    const post = await insertPost(server, a.user.id);
    const tabB = await open(b.client);
    const tabC = await open(c.client);
    const tabA = await open(a.client);
    await tabA.presence(); // A's arrival has been announced to B
    await b.client.call(api.posts.like, { body: { postId: post.id, type: 'like' } });
    await tabA.next('notification');
    await Promise.all([tabB.presence(), tabC.presence()]);
    expect(tabB.log.map((r) => r.event)).toEqual(['contact_user_connected', 'presence']);
    expect(tabC.log.map((r) => r.event)).toEqual(['presence']);
  });
});
