import { api } from '@plaza/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { NOBODY } from '../chat/support.js';
import {
  block,
  callEvents,
  caughtUp,
  currentCall,
  emitCall,
  expectInvalid,
  expectRefused,
  joinCall,
  leaveCall,
  people,
  Tabs,
  useCallServer,
} from './support.js';

const server = useCallServer();
const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

describe('ringing', () => {
  it('rings every tab of the callee, shows the caller’s other tabs the outgoing call, and survives a reload', async () => {
    const { ada, bob } = await people(server);
    const [ada1, ada2, bob1, bob2] = await Promise.all([
      tabs.connect(ada.client),
      tabs.connect(ada.client),
      tabs.connect(bob.client),
      tabs.connect(bob.client),
    ]);
    const call = await joinCall(ada1, bob.user.id);
    expect(call).toMatchObject({
      userId: bob.user.id,
      user: { id: bob.user.id, name: 'Bob', avatar: null },
      meetingRoomName: call.callId,
      meetingToken: '',
      state: 'outgoing',
      mode: 'p2p',
      meetingUrl: null,
      caller: true,
      answeredOn: null,
    });
    for (const tab of [bob1, bob2]) {
      expect(await tab.next('call_started')).toMatchObject({
        callId: call.callId,
        userId: ada.user.id,
        user: { id: ada.user.id, name: 'Ada' },
        state: 'incoming',
        caller: false,
      });
    }
    expect(await ada2.next('call_started')).toMatchObject({ callId: call.callId, state: 'outgoing' });
    await caughtUp(ada1);
    expect(callEvents(ada1)).toEqual([]);
    // A page loaded now finds the call ringing.
    expect((await currentCall(bob)).call).toMatchObject({ callId: call.callId, state: 'incoming' });
    expect(await currentCall(ada)).toEqual({ call: expect.objectContaining({ state: 'outgoing' }), iceServers: [] });
  });

  it('answering in one tab makes the call active for the caller and stops the other tabs', async () => {
    const { ada, bob } = await people(server);
    const [ada1, ada2, bob1, bob2] = await Promise.all([
      tabs.connect(ada.client),
      tabs.connect(ada.client),
      tabs.connect(bob.client),
      tabs.connect(bob.client),
    ]);
    const call = await joinCall(ada1, bob.user.id);
    await bob2.next('call_started');
    const answered = await joinCall(bob1, ada.user.id);
    expect(answered).toMatchObject({ callId: call.callId, state: 'active', caller: false, userId: ada.user.id });
    expect(answered.answeredOn).not.toBeNull();
    expect(await ada1.next('call_started', (c) => c.state === 'active')).toMatchObject({
      callId: call.callId,
      caller: true,
    });
    expect(await bob2.next('call_ended')).toMatchObject({ callId: call.callId, reason: 'answered_elsewhere' });
    expect(await ada2.next('call_ended')).toMatchObject({ callId: call.callId, reason: 'answered_elsewhere' });
    expect((await currentCall(ada)).call).toMatchObject({ state: 'active' });

    // Offer, answer and candidates go between the two tabs that hold the call, and nowhere else.
    const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } as const;
    expect(await emitCall(ada1, 'call_signal', { userId: bob.user.id, description: offer })).toBeUndefined();
    expect(await bob1.next('call_signal')).toEqual({ userId: ada.user.id, callId: call.callId, description: offer });
    const candidate = {
      candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    expect(await emitCall(bob1, 'call_signal', { userId: ada.user.id, candidate })).toBeUndefined();
    expect(await ada1.next('call_signal')).toEqual({ userId: bob.user.id, callId: call.callId, candidate });
    // A tab that does not hold the call cannot speak for it.
    expectRefused(await emitCall(bob2, 'call_signal', { userId: ada.user.id, candidate: null }), 'CALL_NOT_FOUND', 404);
    await caughtUp(ada2, bob2);
    expect(ada2.all('call_signal')).toEqual([]);
    expect(bob2.all('call_signal')).toEqual([]);
  });

  it('a call placed back to the caller answers theirs', async () => {
    const { ada, bob } = await people(server);
    const [adaTab, bobTab] = await Promise.all([tabs.connect(ada.client), tabs.connect(bob.client)]);
    const call = await joinCall(adaTab, bob.user.id);
    expect(await joinCall(bobTab, ada.user.id)).toMatchObject({ callId: call.callId, state: 'active' });
    expect(await adaTab.next('call_started', (c) => c.state === 'active')).toMatchObject({ callId: call.callId });
  });

  it('a reloaded tab finds its call and takes it over with join_call', async () => {
    const { ada, bob } = await people(server);
    const [adaOld, bobTab] = await Promise.all([tabs.connect(ada.client), tabs.connect(bob.client)]);
    const call = await joinCall(adaOld, bob.user.id);
    adaOld.close();
    const adaNew = await tabs.connect(ada.client);
    expect((await currentCall(ada)).call).toMatchObject({ callId: call.callId, state: 'outgoing' });
    expect(await joinCall(adaNew, bob.user.id)).toMatchObject({ callId: call.callId, state: 'outgoing' });
    await joinCall(bobTab, ada.user.id);
    expect(await adaNew.next('call_started', (c) => c.state === 'active')).toMatchObject({ callId: call.callId });
  });
});

describe('leaving', () => {
  it('the callee rejects: both sides hear rejected, and both are idle', async () => {
    const { ada, bob } = await people(server);
    const [adaTab, bob1, bob2] = await Promise.all([
      tabs.connect(ada.client),
      tabs.connect(bob.client),
      tabs.connect(bob.client),
    ]);
    const call = await joinCall(adaTab, bob.user.id);
    await bob1.next('call_started');
    await leaveCall(bob1, ada.user.id);
    expect(await adaTab.next('call_ended')).toMatchObject({
      callId: call.callId,
      reason: 'rejected',
      state: 'outgoing',
    });
    expect(await bob2.next('call_ended')).toMatchObject({ callId: call.callId, reason: 'rejected' });
    await caughtUp(bob1);
    expect(bob1.all('call_ended')).toEqual([]);
    expect((await currentCall(ada)).call).toBeNull();
    expect((await currentCall(bob)).call).toBeNull();
  });

  it('the caller cancels: every tab of the callee stops ringing', async () => {
    const { ada, bob } = await people(server);
    const [adaTab, bob1, bob2] = await Promise.all([
      tabs.connect(ada.client),
      tabs.connect(bob.client),
      tabs.connect(bob.client),
    ]);
    const call = await joinCall(adaTab, bob.user.id);
    await leaveCall(adaTab, bob.user.id);
    for (const tab of [bob1, bob2]) {
      expect(await tab.next('call_ended')).toMatchObject({
        callId: call.callId,
        reason: 'cancelled',
        state: 'incoming',
      });
    }
  });

  it('either side hangs up an answered call', async () => {
    const { ada, bob } = await people(server);
    for (const hangsUp of ['ada', 'bob'] as const) {
      const [adaTab, bobTab] = await Promise.all([tabs.connect(ada.client), tabs.connect(bob.client)]);
      const call = await joinCall(adaTab, bob.user.id);
      await joinCall(bobTab, ada.user.id);
      const [leaving, other, otherId] =
        hangsUp === 'ada' ? [adaTab, bobTab, bob.user.id] : [bobTab, adaTab, ada.user.id];
      await leaveCall(leaving, otherId);
      expect(await other.next('call_ended')).toMatchObject({ callId: call.callId, reason: 'hung_up', state: 'active' });
      expect((await currentCall(ada)).call).toBeNull();
      tabs.closeAll();
    }
  });

  it('a tab that gave up on a broken connection ends the answered call as disconnected, not hung up', async () => {
    const { ada, bob } = await people(server);
    const [adaTab, bobTab] = await Promise.all([tabs.connect(ada.client), tabs.connect(bob.client)]);
    const call = await joinCall(adaTab, bob.user.id);
    await joinCall(bobTab, ada.user.id);
    expect(await emitCall(bobTab, 'leave_call', { userId: ada.user.id, lost: true })).toBeUndefined();
    expect(await adaTab.next('call_ended')).toMatchObject({ callId: call.callId, reason: 'disconnected' });
    expect((await currentCall(ada)).call).toBeNull();
  });

  it('leaving a call one is not in is CALL_NOT_FOUND', async () => {
    const { ada, bob, cyd } = await people(server);
    const [adaTab, cydTab] = await Promise.all([tabs.connect(ada.client), tabs.connect(cyd.client)]);
    expectRefused(await emitCall(adaTab, 'leave_call', { userId: bob.user.id }), 'CALL_NOT_FOUND', 404);
    await joinCall(adaTab, bob.user.id);
    expectRefused(await emitCall(cydTab, 'leave_call', { userId: bob.user.id }), 'CALL_NOT_FOUND', 404);
    expectRefused(await emitCall(adaTab, 'leave_call', { userId: cyd.user.id }), 'CALL_NOT_FOUND', 404);
    expect((await currentCall(bob)).call).toMatchObject({ state: 'incoming' });
  });
});

describe('who may call', () => {
  it('refuses a stranger, a blocked user either way, oneself and nobody: nothing rings', async () => {
    const { ada, bob, cyd, dan } = await people(server);
    await block(server, bob.user.id, ada.user.id);
    await block(server, ada.user.id, cyd.user.id);
    const [adaTab, bobTab, cydTab, danTab] = await Promise.all([
      tabs.connect(ada.client),
      tabs.connect(bob.client),
      tabs.connect(cyd.client),
      tabs.connect(dan.client),
    ]);
    expectRefused(await emitCall(adaTab, 'join_call', { userId: dan.user.id }), 'CALL_NOT_ALLOWED', 403);
    expectRefused(await emitCall(adaTab, 'join_call', { userId: bob.user.id }), 'USER_BLOCKED_YOU', 403);
    expectRefused(await emitCall(adaTab, 'join_call', { userId: cyd.user.id }), 'CALL_NOT_ALLOWED', 403);
    expectRefused(await emitCall(cydTab, 'join_call', { userId: ada.user.id }), 'USER_BLOCKED_YOU', 403);
    expectRefused(await emitCall(adaTab, 'join_call', { userId: ada.user.id }), 'CANT_CALL_YOURSELF', 400);
    expectRefused(await emitCall(adaTab, 'join_call', { userId: NOBODY }), 'CALL_NOT_ALLOWED', 403);
    expectRefused(await emitCall(danTab, 'join_call', { userId: ada.user.id }), 'CALL_NOT_ALLOWED', 403);
    await caughtUp(adaTab, bobTab, cydTab, danTab);
    for (const tab of [adaTab, bobTab, cydTab, danTab]) expect(callEvents(tab)).toEqual([]);
    for (const person of [ada, bob, cyd, dan]) expect((await currentCall(person)).call).toBeNull();
  });

  it('answers busy to whoever calls someone in a call, and refuses a second call of one’s own', async () => {
    const { ada, bob, cyd } = await people(server);
    const [adaTab, bobTab, cydTab] = await Promise.all([
      tabs.connect(ada.client),
      tabs.connect(bob.client),
      tabs.connect(cyd.client),
    ]);
    const call = await joinCall(adaTab, bob.user.id);
    expectRefused(await emitCall(cydTab, 'join_call', { userId: bob.user.id }), 'USER_BUSY', 409);
    expectRefused(await emitCall(cydTab, 'join_call', { userId: ada.user.id }), 'USER_BUSY', 409);
    expectRefused(await emitCall(adaTab, 'join_call', { userId: cyd.user.id }), 'ALREADY_IN_CALL', 409);
    expectRefused(await emitCall(bobTab, 'join_call', { userId: cyd.user.id }), 'ALREADY_IN_CALL', 409);
    await joinCall(bobTab, ada.user.id);
    expectRefused(await emitCall(cydTab, 'join_call', { userId: bob.user.id }), 'USER_BUSY', 409);
    await caughtUp(bobTab, cydTab);
    expect(bobTab.all('call_started').map((c) => c.callId)).toEqual([call.callId]);
    expect(callEvents(cydTab)).toEqual([]);
    expect((await currentCall(cyd)).call).toBeNull();
  });
});

describe('bad payloads', () => {
  it('refuses each malformed join_call and leave_call in words, and nothing rings', async () => {
    const { ada, bob } = await people(server);
    const [adaTab, bobTab] = await Promise.all([tabs.connect(ada.client), tabs.connect(bob.client)]);
    for (const event of ['join_call', 'leave_call'] as const) {
      for (const bad of [undefined, null, 'bob', 42, {}, { userId: 'x' }, [bob.user.id]]) {
        expectInvalid(await emitCall(adaTab, event, bad), ['User id must be a valid id']);
      }
    }
    expectInvalid(await emitCall(adaTab, 'leave_call', { userId: bob.user.id, lost: 'yes' }), [
      'Lost must be true or false',
    ]);
    await caughtUp(bobTab);
    expect(callEvents(bobTab)).toEqual([]);
    expect((await currentCall(bob)).call).toBeNull();
  });

  it('refuses each malformed call_signal in words, and a signal outside an answered call', async () => {
    const { ada, bob } = await people(server);
    const [adaTab, bobTab] = await Promise.all([tabs.connect(ada.client), tabs.connect(bob.client)]);
    const to = bob.user.id;
    expectInvalid(await emitCall(adaTab, 'call_signal', { userId: to }), [
      'Signal: send either a description or a candidate',
    ]);
    expectInvalid(await emitCall(adaTab, 'call_signal', { userId: to, description: { type: 'x', sdp: '' } }), [
      'Description type must be one of offer, answer, pranswer, rollback',
    ]);
    expectInvalid(await emitCall(adaTab, 'call_signal', { userId: to, candidate: 'x' }), [
      'Candidate must be an ICE candidate',
    ]);
    expectInvalid(await emitCall(adaTab, 'call_signal', 'x'), ['Signal must be an object']);
    const offer = { type: 'offer', sdp: 'v=0' };
    expectRefused(await emitCall(adaTab, 'call_signal', { userId: to, description: offer }), 'CALL_NOT_FOUND', 404);
    await joinCall(adaTab, to);
    // Ringing is not answered: nothing to negotiate yet.
    expectRefused(await emitCall(adaTab, 'call_signal', { userId: to, description: offer }), 'CALL_NOT_FOUND', 404);
    await caughtUp(bobTab);
    expect(bobTab.all('call_signal')).toEqual([]);
  });

  it('GET /call refuses a caller who is not signed in', async () => {
    const res = await server.client().call(api.calls.current);
    expect(res.status).toBe(401);
  });
});
