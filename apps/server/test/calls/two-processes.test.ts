import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema.js';
import { connect, makeContacts, type Tab } from '../realtime/support.js';
import { signedInUser } from '../support/channels.js';
import type { TestClient } from '../support/client.js';
import { startCluster, type Cluster, type ServerProcess } from '../chat/process-support.js';
import { emitCall, expectRefused, joinCall, leaveCall } from './support.js';

/**
 * Two real server processes on one PostgreSQL and one Redis, as behind a load balancer: a call
 * placed on one rings, is answered, negotiated and hung up on the other, and busy holds across both.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('calls across two server processes', () => {
  let cluster: Cluster;
  let one: ServerProcess;
  let two: ServerProcess;
  let ada: { client: TestClient; user: UserRow };
  let bob: { client: TestClient; user: UserRow };
  let cy: { client: TestClient; user: UserRow };

  beforeAll(async () => {
    cluster = await startCluster(2, process.env.REDIS_URL!);
    [one, two] = cluster.servers as [ServerProcess, ServerProcess];
    [ada, bob, cy] = await Promise.all([
      signedInUser(one, 'Ada Lovelace'),
      signedInUser(two, 'Bob Noyce'),
      signedInUser(two, 'Cy Young'),
    ]);
    await makeContacts(one, ada.user.id, bob.user.id);
    await makeContacts(one, cy.user.id, bob.user.id);
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
    const tab = await connect(server, who.client);
    tabs.push(tab);
    return tab;
  }

  it('rings the callee’s tabs on both processes, answers, relays signals and hangs up across them', async () => {
    const adaTab = await open(one, ada);
    const bobOnTwo = await open(two, bob);
    const bobOnOne = await open(one, bob);
    const call = await joinCall(adaTab, bob.user.id);
    for (const tab of [bobOnTwo, bobOnOne]) {
      expect(await tab.next('call_started')).toMatchObject({ callId: call.callId, state: 'incoming' });
    }
    // Busy is one state for both processes.
    const cyTab = await open(two, cy);
    expectRefused(await emitCall(cyTab, 'join_call', { userId: bob.user.id }), 'USER_BUSY', 409);

    await joinCall(bobOnTwo, ada.user.id);
    expect(await adaTab.next('call_started', (c) => c.state === 'active')).toMatchObject({ callId: call.callId });
    expect(await bobOnOne.next('call_ended')).toMatchObject({ reason: 'answered_elsewhere' });
    const offer = { type: 'offer', sdp: 'v=0\r\n' } as const;
    await emitCall(adaTab, 'call_signal', { userId: bob.user.id, description: offer });
    expect(await bobOnTwo.next('call_signal')).toMatchObject({ callId: call.callId, description: offer });

    await leaveCall(bobOnTwo, ada.user.id);
    expect(await adaTab.next('call_ended')).toMatchObject({ callId: call.callId, reason: 'hung_up' });
  });
});
