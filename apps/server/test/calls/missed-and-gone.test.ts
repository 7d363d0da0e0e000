import { api, CHAT } from '@plaza/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { emitAck } from '../chat/socket-support.js';
import { makeContacts } from '../realtime/support.js';
import { currentCall, emitCall, expectRefused, joinCall, people, Tabs, useCallServer } from './support.js';

/** Short enough to wait for, long enough for a busy machine to answer within. */
const RING_MS = 600;
const GRACE_MS = 400;

const server = useCallServer({ ringTimeoutMs: RING_MS, disconnectGraceMs: GRACE_MS });
const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

describe('a call nobody answers', () => {
  it('ends as missed: the callee is notified and both see a "missed call" line nobody can edit or delete', async () => {
    const { ada, bob } = await people(server);
    const [adaTab, bobTab] = await Promise.all([tabs.connect(ada.client), tabs.connect(bob.client)]);
    const call = await joinCall(adaTab, bob.user.id);
    expect(await adaTab.next('call_ended')).toMatchObject({ callId: call.callId, reason: 'missed' });
    expect(await bobTab.next('call_ended')).toMatchObject({ callId: call.callId, reason: 'missed' });
    expect((await currentCall(bob)).call).toBeNull();

    const notice = await bobTab.next('notification');
    expect(notice.notification).toMatchObject({ type: 'missed_call', createdBy: { id: ada.user.id } });
    const expected = { kind: 'missed_call', message: CHAT.missedCallText, medium: 'direct', to: bob.user.id };
    const line = await bobTab.next('new_message');
    expect(line).toMatchObject({ ...expected, createdBy: { id: ada.user.id } });
    expect(await adaTab.next('new_message')).toMatchObject({ id: line.id, ...expected });
    const history = await ada.client.call(api.chat.messages, {
      params: { medium: 'direct', id: bob.user.id },
      query: {},
    });
    expect(history.body.data).toEqual([expect.objectContaining({ id: line.id, kind: 'missed_call' })]);

    const where = { id: line.id, medium: 'direct', to: bob.user.id };
    expectRefused(await emitAck(adaTab, 'edit_message', { id: line.id, message: 'I called' }), 'NOT_AUTHORIZED', 403);
    expectRefused(await emitAck(adaTab, 'delete_message', where), 'NOT_AUTHORIZED', 403);
    expectRefused(await emitAck(bobTab, 'delete_message', { ...where, to: ada.user.id }), 'NOT_AUTHORIZED', 403);
  });

  it('an answered call does not ring out', async () => {
    const { ada, bob, cyd, dan } = await people(server);
    await makeContacts(server, cyd.user.id, dan.user.id);
    const [adaTab, bobTab, cydTab] = await Promise.all([
      tabs.connect(ada.client),
      tabs.connect(bob.client),
      tabs.connect(cyd.client),
    ]);
    const call = await joinCall(adaTab, bob.user.id);
    await joinCall(bobTab, ada.user.id);
    // A call placed after it rings out after it would have: by then Ada's would have too.
    await joinCall(cydTab, dan.user.id);
    expect(await cydTab.next('call_ended')).toMatchObject({ reason: 'missed' });
    expect((await currentCall(ada)).call).toMatchObject({ callId: call.callId, state: 'active' });
    expect(await emitCall(adaTab, 'leave_call', { userId: bob.user.id })).toBeUndefined();
    expect(await bobTab.next('call_ended')).toMatchObject({ reason: 'hung_up' });
    expect(bobTab.all('notification')).toEqual([]);
  });
});

describe('a party whose tab goes away', () => {
  it('ends the answered call as disconnected once the grace period passes', async () => {
    const { ada, bob } = await people(server);
    const [adaTab, bobTab] = await Promise.all([tabs.connect(ada.client), tabs.connect(bob.client)]);
    const call = await joinCall(adaTab, bob.user.id);
    await joinCall(bobTab, ada.user.id);
    bobTab.close();
    expect(await adaTab.next('call_ended')).toMatchObject({ callId: call.callId, reason: 'disconnected' });
    expect((await currentCall(ada)).call).toBeNull();
    expect((await currentCall(bob)).call).toBeNull();
  });

  it('cancels a ringing call whose caller’s tab went away', async () => {
    const { ada, bob } = await people(server);
    const [adaTab, bobTab] = await Promise.all([tabs.connect(ada.client), tabs.connect(bob.client)]);
    const call = await joinCall(adaTab, bob.user.id);
    adaTab.close();
    expect(await bobTab.next('call_ended')).toMatchObject({ callId: call.callId, reason: 'disconnected' });
  });
});
