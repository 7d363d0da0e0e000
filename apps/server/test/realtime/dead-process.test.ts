import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../../src/db/schema.js';
import { CENSUS_TTL_MS, HEARTBEAT_MS } from '../../src/realtime/census.js';
import { startCluster, type Cluster, type ServerProcess } from '../chat/process-support.js';
import { signedInUser } from '../support/channels.js';
import type { TestClient } from '../support/client.js';
import { connect, makeContacts, type Tab } from './support.js';

/**
 * The bound: a survivor notices a dead process's entry lapse on its next heartbeat. Slack on top
 * for a busy machine (the processes' timers, the database).
 */
const OFFLINE_WITHIN_MS = CENSUS_TTL_MS + HEARTBEAT_MS + 4000;
const WAIT_MS = 5000;

/** The promise, or a failure naming what did not happen in time (rather than the test's own timeout). */
function within<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Two real server processes on one PostgreSQL database and one Redis. A process killed with
 * SIGKILL closes no socket and announces nothing: the survivor announces its users offline to
 * their contacts, unless they still have a socket on a live process. (That several survivors
 * announce each user once is census-departures.test.ts.)
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('presence when a server process dies', () => {
  let cluster: Cluster;
  let one: ServerProcess;
  let two: ServerProcess;
  type Person = { client: TestClient; user: UserRow };
  const tabs: Tab[] = [];

  beforeAll(async () => {
    cluster = await startCluster(2, process.env.REDIS_URL!);
    [one, two] = cluster.servers as [ServerProcess, ServerProcess];
  });
  afterAll(async () => {
    for (const tab of tabs.splice(0)) tab.close();
    await cluster?.close();
  });

  async function open(server: ServerProcess, who: Person): Promise<Tab> {
    const tab = await within(connect(server, who.client), 'socket connect');
    tabs.push(tab);
    return tab;
  }

  it('announces offline the users of a hung process, and online again when it comes back', async () => {
    const [eve, fay] = await Promise.all([signedInUser(two, 'Eve Online'), signedInUser(two, 'Fay Wray')]);
    await makeContacts(two, fay.user.id, eve.user.id);
    const fayTab = await open(two, fay);
    await open(one, eve);
    expect(await within(fayTab.presence(), 'presence')).toEqual([eve.user.id]);

    // Hung (a frozen machine): its sockets stay open, but nothing renews its census entry.
    one.child.kill('SIGSTOP');
    try {
      await within(
        fayTab.next('socket_disconnected', (d) => d.userId === eve.user.id),
        'Eve announced offline',
        OFFLINE_WITHIN_MS,
      );
    } finally {
      one.child.kill('SIGCONT');
    }
    // Its next heartbeat finds its entry lapsed: it writes its sets again and announces its users.
    expect(
      await within(
        fayTab.next('contact_user_connected', (id) => id === eve.user.id),
        'Eve announced online again',
        HEARTBEAT_MS + WAIT_MS,
      ),
    ).toBe(eve.user.id);
    // Eve ends up online. Right after the announcement a busy CI run once read her absent (not pinned
    // down; a ping timeout firing as the process wakes would drop her socket until it reconnects).
    await vi.waitFor(async () => expect(await within(fayTab.presence(), 'presence')).toEqual([eve.user.id]), {
      timeout: 3 * WAIT_MS,
      interval: 250,
    });
  });

  // After the hung process came back: this one kills it.
  it('announces offline the users whose sockets were all on a killed process, and not those with a socket left or back', async () => {
    const [ada, bob, cy, gus] = await Promise.all([
      signedInUser(two, 'Ada Lovelace'),
      signedInUser(two, 'Bob Noyce'),
      signedInUser(two, 'Cy Young'),
      signedInUser(two, 'Gus Grissom'),
    ]);
    for (const other of [ada, cy, gus]) await makeContacts(two, bob.user.id, other.user.id);
    // Bob watches from process two, which stays up. Ada and Gus are on process one only; Cy on both.
    const bobTab = await open(two, bob);
    await open(one, ada);
    await open(one, cy);
    await open(two, cy);
    await open(one, gus);
    expect(await within(bobTab.presence(), 'presence')).toEqual([ada.user.id, cy.user.id, gus.user.id].toSorted());

    const heard = bobTab.next('socket_disconnected', (d) => d.userId === ada.user.id);
    const killed = performance.now();
    one.child.kill('SIGKILL');
    // Gus's tab reconnects to the survivor at once (as a load balancer sends it), long before the
    // dead process's entry lapses (at least 4 s: 6 s after its last heartbeat, at most 2 s before).
    await open(two, gus);
    const gone = await within(heard, 'Ada announced offline', OFFLINE_WITHIN_MS).catch((error: unknown) => {
      throw new Error(`${String(error)}\nthe survivor's output:\n${two.output()}`);
    });
    console.warn(
      `a killed process's user announced offline to a contact on the survivor after ${Math.round(performance.now() - killed)} ms`,
    );

    // Stored as a last tab closing stores it.
    const stored = await cluster.db
      .selectFrom('users')
      .select('last_online_at')
      .where('id', '=', ada.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.last_online_at?.toISOString()).toBe(gone.lastOnlineDate);
    // Cy and Gus were decided in the same pass as Ada (the presence answer comes after anything sent before it).
    expect(await within(bobTab.presence(), 'presence')).toEqual([cy.user.id, gus.user.id].toSorted());
    expect(bobTab.all('socket_disconnected').map((d) => d.userId)).toEqual([ada.user.id]);
  });
});
