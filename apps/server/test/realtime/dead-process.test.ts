import { isSocketError } from '@plaza/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../../src/db/schema.js';
import type { PostRow } from '../../src/db/schema-posts.js';
import { CENSUS_TTL_MS } from '../../src/realtime/census.js';
import { startCluster, type Cluster, type ServerProcess } from '../chat/process-support.js';
import { signedInUser } from '../support/channels.js';
import type { TestClient } from '../support/client.js';
import { insertPost } from '../support/posts.js';
import { connect, makeContacts, type Tab } from './support.js';

/** A dead process's sockets are forgotten after its census entry lapses, with a heartbeat's slack. */
const FORGET_WITHIN_MS = CENSUS_TTL_MS + 4000;

/**
 * Two real server processes on PostgreSQL and Redis, one killed with SIGKILL: the survivor's
 * handshakes never wait for it (the adapter's question to every process used to stall 5 s), and
 * presence and viewer counts, kept in the socket census rather than asked of every process, are
 * right across processes and drop the dead process's sockets within a bounded time.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('a server process that dies', () => {
  let cluster: Cluster;
  let one: ServerProcess;
  let two: ServerProcess;
  let ada: { client: TestClient; user: UserRow };
  let bob: { client: TestClient; user: UserRow };
  let cy: { client: TestClient; user: UserRow };
  let post: PostRow;
  const tabs: Tab[] = [];

  beforeAll(async () => {
    cluster = await startCluster(2, process.env.REDIS_URL!);
    [one, two] = cluster.servers as [ServerProcess, ServerProcess];
    [ada, bob, cy] = await Promise.all([
      signedInUser(one, 'Ada Lovelace'),
      signedInUser(two, 'Bob Noyce'),
      signedInUser(two, 'Cy Young'),
    ]);
    await makeContacts(one, ada.user.id, bob.user.id);
    await makeContacts(one, bob.user.id, cy.user.id);
    post = await insertPost(one, ada.user.id, { title: 'Watched from two processes', streaming: true });
  });
  afterAll(async () => {
    for (const tab of tabs.splice(0)) tab.close();
    await cluster?.close();
  });

  async function open(server: ServerProcess, who: { client: TestClient }): Promise<Tab> {
    const tab = await connect(server, who.client);
    tabs.push(tab);
    return tab;
  }
  async function watch(tab: Tab): Promise<number> {
    const ack = await tab.socket.timeout(5000).emitWithAck('join_post', { postId: post.id });
    if (isSocketError(ack)) throw new Error(`join refused: ${JSON.stringify(ack)}`);
    return ack.counter;
  }

  it('counts across processes, answers handshakes at once after a kill, and forgets the dead process', async () => {
    const adaTab = await open(one, ada);
    const bobTab = await open(two, bob);
    expect(await watch(adaTab)).toBe(1);
    // Bob, on the other process, is counted with Ada.
    expect(await watch(bobTab)).toBe(2);
    await vi.waitFor(async () => expect(await bobTab.presence()).toEqual([ada.user.id]), { timeout: 5000 });

    one.child.kill('SIGKILL');
    await new Promise((resolve) => one.child.once('exit', resolve));

    const started = performance.now();
    const cyTab = await open(two, cy);
    const handshakeMs = Math.round(performance.now() - started);
    console.warn(`first handshake on the survivor after SIGKILL of the other: ${handshakeMs} ms`);
    expect(handshakeMs).toBeLessThan(1000);
    // Cy is counted at once; Ada, whose process died, only until its census entry lapses.
    expect(await watch(cyTab)).toBeGreaterThanOrEqual(2);

    const killed = performance.now();
    // Bob's contacts online: Cy (live on the survivor), and no longer Ada.
    await vi.waitFor(async () => expect(await bobTab.presence()).toEqual([cy.user.id]), {
      timeout: FORGET_WITHIN_MS,
      interval: 200,
    });
    await vi.waitFor(async () => expect(await watch(cyTab)).toBe(2), { timeout: FORGET_WITHIN_MS, interval: 200 });
    console.warn(`the dead process's sockets forgotten after ${Math.round(performance.now() - killed)} ms`);
    // Bob and Cy, both live on the survivor, are still counted.
    expect(await watch(bobTab)).toBe(2);
  });
});
