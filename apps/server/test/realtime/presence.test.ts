import { api } from '@plaza/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/channels.js';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import { block } from '../users/support.js';
import { connect, makeContacts, type Tab } from './support.js';

const server = useTestServer();

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
    // The spec's shape: the contact's user id itself.
    expect(await tabA.next('contact_user_connected')).toBe(b.user.id);
    expect(await tabA.presence()).toEqual([b.user.id]);

    // The stranger hears nothing and is told of nobody.
    expect(await tabC.presence()).toEqual([]);
    expect(tabC.log.map((r) => r.event)).toEqual([]);
    // Nor does anyone hear of the stranger.
    expect(tabA.all('contact_user_connected')).toEqual([b.user.id]);
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
    expect(tabC.log.map((r) => r.event)).toEqual([]);
  });

  it('tells a connecting tab, with one presence event each, which contacts are online; strangers never', async () => {
    const { a, b, c } = await people();
    const d = await signedInUser(server, 'Dee');
    await makeContacts(server, a.user.id, d.user.id);
    await open(b.client);
    await open(c.client);
    await open(d.client);
    const tabA = await open(a.client);
    // After the answer, anything sent on connecting has arrived.
    expect(await tabA.presence()).toEqual([b.user.id, d.user.id].sort());
    expect(tabA.all('presence').sort()).toEqual([b.user.id, d.user.id].sort());
    // A second tab is told too, though nobody hears of it.
    const again = await open(a.client);
    await again.presence();
    expect(again.all('presence').sort()).toEqual([b.user.id, d.user.id].sort());
  });

  it('answers send_presence with a contact’s id by telling that contact, and only a contact not blocked', async () => {
    const { a, b, c } = await people();
    const tabB = await open(b.client);
    const tabC = await open(c.client);
    const tabA = await open(a.client);
    await tabB.next('contact_user_connected');
    // Connecting, A was told B is online.
    expect(await tabA.next('presence')).toBe(b.user.id);
    const ask = (tab: Tab, target: unknown) =>
      (tab.socket.timeout(5000) as unknown as { emitWithAck(e: string, p: unknown): Promise<unknown> }).emitWithAck(
        'send_presence',
        target,
      );

    // The spec's client answers contact_user_connected with the contact's bare id: that contact hears it.
    expect(await ask(tabB, a.user.id)).toEqual([a.user.id]);
    expect(await tabA.next('presence', (id) => id === b.user.id)).toBe(b.user.id);
    expect(await ask(tabB, { userId: a.user.id.toUpperCase() })).toEqual([a.user.id]);
    await tabA.next('presence', (id) => id === b.user.id);

    // A stranger learns nothing and tells nobody; nor does a blocked contact.
    expect(await ask(tabC, a.user.id)).toEqual([]);
    await block(server, a.user.id, b.user.id);
    expect(await ask(tabB, a.user.id)).toEqual([]);
    expect(await ask(tabA, b.user.id)).toEqual([]);
    expect(await ask(tabA, 'someone')).toMatchObject({ statusCode: 400, message: ['User id must be a valid id'] });
    await tabA.presence();
    expect(tabA.all('presence').filter((id) => id === b.user.id)).toHaveLength(3);
    expect(tabA.all('presence')).not.toContain(c.user.id);
    expect(tabB.all('presence')).not.toContain(a.user.id);
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
    expect(tabB.log.map((r) => r.event)).toEqual(['contact_user_connected']);
    expect(tabC.log.map((r) => r.event)).toEqual([]);
  });
});
