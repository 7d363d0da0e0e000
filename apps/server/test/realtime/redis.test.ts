import { api } from '@plaza/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema.js';
import { signedInUser } from '../support/channels.js';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import { connect, makeContacts, type Tab } from './support.js';

/**
 * Two server processes sharing Redis (REDIS_URL), as behind a load balancer: a socket on each,
 * and presence and notifications cross from one to the other. Each test server has a database
 * of its own, so the same users and contacts are written into both.
 */
describe.runIf(process.env.REDIS_URL)('two server processes sharing Redis', () => {
  const config = { redisUrl: process.env.REDIS_URL! };
  const one = useTestServer({ config }, { reset: false });
  const two = useTestServer({ config }, { reset: false });

  const tabs: Tab[] = [];
  afterEach(() => {
    for (const tab of tabs.splice(0)) tab.close();
  });

  /** Copies users (with their password hashes) into the other server's database and signs one in there. */
  async function signInOnTwo(user: UserRow) {
    await two.db.insertInto('users').values(user).execute();
    const client = two.client();
    const res = await client.call(api.auth.login, { body: { emailOrUserName: user.email, password: 'password-123' } });
    expect(res.status).toBe(200);
    return client;
  }

  it('carries presence and a notification from one process to the other', async () => {
    const a = await signedInUser(one, 'Ada');
    const b = await signedInUser(one, 'Bob');
    const aOnTwo = await signInOnTwo(a.user);
    await two.db.insertInto('users').values(b.user).execute();
    await makeContacts(one, a.user.id, b.user.id);
    await makeContacts(two, a.user.id, b.user.id);
    const post = await insertPost(one, a.user.id, { title: 'Across' });

    // A is connected to process two, B to process one.
    const tabA = await connect(two, aOnTwo);
    tabs.push(tabA);
    expect(await tabA.presence()).toEqual([]);
    const tabB = await connect(one, b.client);
    tabs.push(tabB);
    expect(await tabA.next('contact_user_connected')).toBe(b.user.id);
    expect(await tabA.presence()).toEqual([b.user.id]);
    expect(await tabB.presence()).toEqual([a.user.id]);
    // B's tab on process one was told on connecting that A, on process two, is online.
    expect(tabB.all('presence')).toEqual([a.user.id]);

    // B likes A's post on process one; A's tab on process two hears of it.
    await b.client.call(api.posts.like, { body: { postId: post.id, type: 'like' } });
    const { notification, counts } = await tabA.next('notification');
    expect(notification).toMatchObject({ type: 'post_like', createdBy: { id: b.user.id }, post: { id: post.id } });
    expect(counts).toEqual({ unviewedCount: 1, unreadCount: 1 });

    // B's last tab closes on process one; A hears of it on process two.
    tabB.close();
    const gone = await tabA.next('socket_disconnected');
    expect(gone.userId).toBe(b.user.id);
    expect(await tabA.presence()).toEqual([]);
  });
});
