import { api, isSocketError, type ChatMessage, type ChatSend } from '@plaza/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CENSUS_TTL_MS } from '../../src/realtime/census.js';
import type { UserRow } from '../../src/db/schema.js';
import type { PostRow } from '../../src/db/schema-posts.js';
import { closedByServer, connect, makeContacts, type Tab } from '../realtime/support.js';
import { follow, insertChannel, insertZone, signedInUser } from '../support/channels.js';
import type { TestClient } from '../support/client.js';
import { insertPost } from '../support/posts.js';
import { startCluster, type Cluster, type ServerProcess } from './process-support.js';

const WAIT_MS = 5000;
/** A dead process's sockets are forgotten once its census entry lapses, with a heartbeat's slack. */
const FORGET_WITHIN_MS = CENSUS_TTL_MS + 4000;

/** The promise, or a failure naming what did not happen in time (rather than the test's own timeout). */
function within<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Sends a message and answers the server's copy, failing with the error reply if it was refused. */
async function send(tab: Tab, payload: ChatSend): Promise<ChatMessage> {
  const ack = await tab.socket.timeout(WAIT_MS).emitWithAck('message', payload);
  if (isSocketError(ack)) throw new Error(`message refused: ${JSON.stringify(ack)}`);
  return ack;
}

/**
 * Two real server processes (node apps/server/src/main.ts) on one PostgreSQL database and one
 * Redis, as behind a load balancer: what one process receives reaches a client of the other.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('chat across two server processes', () => {
  let cluster: Cluster;
  let one: ServerProcess;
  let two: ServerProcess;
  let ada: { client: TestClient; user: UserRow };
  let bob: { client: TestClient; user: UserRow };
  /** A contact of both Ada and Bob: hears nothing of their conversation. */
  let cy: { client: TestClient; user: UserRow };
  let post: PostRow;

  beforeAll(async () => {
    cluster = await startCluster(2, process.env.REDIS_URL!);
    [one, two] = cluster.servers as [ServerProcess, ServerProcess];
    // Ada signs in on process one, Bob and Cy on process two.
    [ada, bob, cy] = await Promise.all([
      signedInUser(one, 'Ada Lovelace'),
      signedInUser(two, 'Bob Noyce'),
      signedInUser(two, 'Cy Young'),
    ]);
    await makeContacts(one, ada.user.id, bob.user.id);
    await makeContacts(one, ada.user.id, cy.user.id);
    await makeContacts(one, bob.user.id, cy.user.id);
    post = await insertPost(one, ada.user.id, { title: 'Live across processes', streaming: true });
  });
  afterAll(async () => {
    for (const tab of tabs.splice(0)) tab.close();
    await cluster?.close();
  });

  const tabs: Tab[] = [];
  afterEach(() => {
    for (const tab of tabs.splice(0)) tab.close();
  });
  async function open(server: ServerProcess, who: { client: TestClient }): Promise<Tab> {
    const tab = await within(connect(server, who.client), 'socket connect');
    tabs.push(tab);
    return tab;
  }

  it('authenticates a socket on each process with a session from the other, and carries presence', async () => {
    // A session signed in on one process is valid on the other (one database, one secret).
    const tabA = await open(two, ada);
    expect(await within(tabA.presence(), 'presence')).toEqual([]);
    const tabB = await open(one, bob);
    expect(await within(tabA.next('contact_user_connected'), 'contact_user_connected')).toBe(bob.user.id);
    expect(await within(tabB.presence(), 'presence')).toEqual([ada.user.id]);
    // Bob's tab on process one heard at once that Ada, on process two, is online.
    expect(await within(tabB.next('presence'), 'presence on connecting')).toBe(ada.user.id);
  });

  it('delivers a direct message sent through process one to the recipient on process two, and stores it', async () => {
    const tabA = await open(one, ada);
    // Ada's other tab is served by process two: it shows her message too.
    const tabA2 = await open(two, ada);
    const tabB = await open(two, bob);
    const tabC = await open(two, cy);

    const sent = await send(tabA, { identifier: 41, medium: 'direct', to: bob.user.id, message: 'Hello from one' });
    expect(sent).toMatchObject({
      identifier: sent.id,
      message: 'Hello from one',
      medium: 'direct',
      to: bob.user.id,
      createdBy: { id: ada.user.id },
      deleted: false,
    });
    const received = await within(
      tabB.next('new_message', (m) => m.id === sent.id),
      'new_message on process two',
    );
    expect(received).toMatchObject({ id: sent.id, message: 'Hello from one', createdBy: { id: ada.user.id } });
    expect(
      await within(
        tabA2.next('new_message', (m) => m.id === sent.id),
        'new_message on the sender’s other tab',
      ),
    ).toMatchObject({ message: 'Hello from one' });

    // The answer goes the other way, as a reply quoting the first message.
    const reply = await send(tabB, {
      identifier: 7,
      medium: 'direct',
      to: ada.user.id,
      message: 'Hello back from two',
      parentId: sent.id,
    });
    const back = await within(
      tabA.next('new_message', (m) => m.id === reply.id),
      'new_message on process one',
    );
    expect(back).toMatchObject({ message: 'Hello back from two', parent: { id: sent.id, message: 'Hello from one' } });

    // Stored before acknowledged: Bob's history, read through process two, has both.
    const history = await bob.client.call(api.chat.messages, { params: { medium: 'direct', id: ada.user.id } });
    expect(history.status).toBe(200);
    expect(history.body.data.map((m) => [m.id, m.message])).toEqual([
      [reply.id, 'Hello back from two'],
      [sent.id, 'Hello from one'],
    ]);

    // Cy, a contact of both on process two, heard nothing of it (presence answers after anything sent before).
    await within(tabC.presence(), 'presence');
    expect(tabC.all('new_message')).toEqual([]);
  });

  it('shows typing across processes to the tab that has the conversation open', async () => {
    const tabA = await open(one, ada);
    const tabB = await open(two, bob);
    const joined = await tabB.socket.timeout(WAIT_MS).emitWithAck('join_direct_user', { userId: ada.user.id });
    expect(joined).toEqual({ userId: ada.user.id, count: 0 });
    // Acknowledged: Bob's tab is in the room, and what process one sends to it goes round Redis.
    tabA.socket.emit('typing', { medium: 'direct', to: bob.user.id });
    expect(await within(tabB.next('typing'), 'typing on process two')).toMatchObject({
      medium: 'direct',
      to: bob.user.id,
      user: { id: ada.user.id },
    });
  });

  it('closes the tabs of a session revoked through the other process', async () => {
    // Eve signs in on process one; her tab is served by process two.
    const eve = await signedInUser(one, 'Eve Online');
    const tab = await open(two, eve);
    const closed = within(closedByServer(tab), 'tab closed on process two');
    expect((await eve.client.call(api.auth.logout)).status).toBe(200);
    expect(await closed).toBe('io server disconnect');

    // A password change through process one closes the tab of Fay's other session on process two,
    // and keeps the one of the session that changed it.
    const fay = await signedInUser(one, 'Fay Wray');
    const laptop = two.client();
    const signedIn = await laptop.call(api.auth.login, {
      body: { emailOrUserName: fay.user.email, password: 'password-123' },
    });
    expect(signedIn.status).toBe(200);
    const laptopTab = await open(two, { client: laptop });
    const phoneTab = await open(two, fay);
    const laptopClosed = within(closedByServer(laptopTab), 'the other session’s tab closed on process two');
    const changed = await fay.client.call(api.account.changePassword, {
      body: { currentPassword: 'password-123', newPassword: 'new-secret-1', confirmNewPassword: 'new-secret-1' },
    });
    expect(changed.status).toBe(200);
    expect(await laptopClosed).toBe('io server disconnect');
    expect(await within(phoneTab.presence(), 'presence')).toEqual([]);
    expect(phoneTab.socket.connected).toBe(true);
  });

  it('takes a socket on process two out of a post’s room when its user leaves the private channel through process one', async () => {
    const owner = await signedInUser(one, 'Gil Owner');
    const member = await signedInUser(one, 'Hal Member');
    const zone = await insertZone(one, owner.user);
    const channel = await insertChannel(one, zone.id, owner.user, { public: false });
    await follow(one, member.user, channel);
    const hidden = await insertPost(one, owner.user.id, { channel, streaming: true });
    const lobby = await insertPost(one, owner.user.id);
    const ownerTab = await open(one, owner);
    const memberTab = await open(two, member);
    const join = async (tab: Tab, postId: string) => {
      const ack = await tab.socket.timeout(WAIT_MS).emitWithAck('join_post', { postId });
      if (isSocketError(ack)) throw new Error(`join refused: ${JSON.stringify(ack)}`);
    };
    for (const id of [hidden.id, lobby.id]) {
      await join(ownerTab, id);
      await join(memberTab, id);
    }
    const membership = await cluster.db
      .selectFrom('user_channels')
      .select('id')
      .where('user_id', '=', member.user.id)
      .executeTakeFirstOrThrow();

    const left = await member.client.call(api.userChannels.unfollow, { params: { id: membership.id } });
    expect(left.status).toBe(200);
    await send(ownerTab, { identifier: 1, medium: 'post', to: hidden.id, message: 'Members only' });
    const barrier = await send(ownerTab, { identifier: 2, medium: 'post', to: lobby.id, message: 'Everyone' });
    await within(
      memberTab.next('new_message', (m) => m.id === barrier.id),
      'lobby message on process two',
    );
    expect(memberTab.all('new_message').map((m) => m.to)).toEqual([lobby.id]);
  });

  it('counts a post’s watchers on both processes and delivers its messages to all of them', async () => {
    const tabA = await open(one, ada);
    const tabB = await open(two, bob);
    const join = (tab: Tab) => tab.socket.timeout(WAIT_MS).emitWithAck('join_post', { postId: post.id });

    expect(await join(tabA)).toEqual({ postId: post.id, counter: 1 });
    expect(await join(tabB)).toEqual({ postId: post.id, counter: 2 });
    expect(
      await within(
        tabA.next('stream_viewer_count_change', (c) => c.counter === 2),
        'viewer count on process one',
      ),
    ).toEqual({ postId: post.id, counter: 2 });

    const said = await send(tabB, { identifier: 1, medium: 'post', to: post.id, message: 'Watching from two' });
    expect(
      await within(
        tabA.next('new_message', (m) => m.id === said.id),
        'post message on process one',
      ),
    ).toMatchObject({ medium: 'post', to: post.id, message: 'Watching from two' });

    tabB.socket.emit('leave_post', { postId: post.id });
    expect(
      await within(
        tabA.next('stream_viewer_count_change', (c) => c.counter === 1),
        'viewer count after leaving',
      ),
    ).toEqual({ postId: post.id, counter: 1 });
  });

  // Last: it stops process one.
  it('answers handshakes at once while the other process hangs, and forgets its sockets in bounded time', async () => {
    const tabA = await open(one, ada);
    const tabB = await open(two, bob);
    const watch = async (tab: Tab) => {
      const ack = await tab.socket.timeout(WAIT_MS).emitWithAck('join_post', { postId: post.id });
      if (isSocketError(ack)) throw new Error(`join refused: ${JSON.stringify(ack)}`);
      return ack.counter;
    };
    expect(await watch(tabA)).toBe(1);
    expect(await watch(tabB)).toBe(2);
    expect(await within(tabB.presence(), 'presence')).toEqual([ada.user.id]);

    // Hung (a frozen machine, a partition): its Redis connection stays open, so a question to every
    // process would wait for its answer until the adapter's timeout (5 s by default).
    one.child.kill('SIGSTOP');
    // Presence and viewer counts come from the socket census: no handshake waits for the hung process.
    const started = performance.now();
    const tabC = await open(two, cy);
    const handshakeMs = Math.round(performance.now() - started);
    console.warn(`first handshake on the survivor while the other process hangs: ${handshakeMs} ms`);
    expect(handshakeMs).toBeLessThan(1000);
    expect(await watch(tabC)).toBeGreaterThanOrEqual(2);

    // Ada's sockets are on the hung process: forgotten once its census entry lapses.
    const killed = performance.now();
    await vi.waitFor(async () => expect(await tabB.presence()).toEqual([cy.user.id]), {
      timeout: FORGET_WITHIN_MS,
      interval: 200,
    });
    await vi.waitFor(async () => expect(await watch(tabC)).toBe(2), { timeout: FORGET_WITHIN_MS, interval: 200 });
    console.warn(`the hung process's sockets forgotten after ${Math.round(performance.now() - killed)} ms`);
    expect(await watch(tabB)).toBe(2);
    one.child.kill('SIGKILL');
  });
});
