import type { Call, CallEndReason } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { idleCall, nextCallState, type CallEvent, type CallState } from './call-machine';
import { aCall, alan, grace } from './testing/call-fixture';

const run = (...events: CallEvent[]): CallState => events.reduce(nextCallState, idleCall);
const ended = (call: Call, reason: CallEndReason): CallEvent => ({ type: 'ended', call: { ...call, reason } });

describe('the call state machine (spec 02 §4)', () => {
  it('dials: outgoing before and after join_call answers; a refusal goes back to idle', () => {
    expect(run({ type: 'dial', user: grace })).toMatchObject({ phase: 'outgoing', call: null, peer: grace });
    expect(run({ type: 'dial', user: grace }, { type: 'joined', call: aCall(grace, 'outgoing') })).toMatchObject({
      phase: 'outgoing',
      call: { userId: grace.id },
    });
    expect(run({ type: 'dial', user: grace }, { type: 'refused' })).toMatchObject({ phase: 'idle', peer: null });
  });

  it('does not dial a second call while one is on', () => {
    const state = run({ type: 'dial', user: grace }, { type: 'dial', user: alan });
    expect(state.peer).toEqual(grace);
  });

  it('becomes active when the answer comes from the one called, and asks for a negotiation', () => {
    const outgoing = aCall(grace, 'outgoing');
    const state = run(
      { type: 'dial', user: grace },
      { type: 'joined', call: outgoing },
      { type: 'started', call: { ...outgoing, state: 'active', caller: true } },
    );
    expect(state).toMatchObject({ phase: 'active', session: 1 });
  });

  it('treats a call from someone else while ringing out as incoming', () => {
    const state = run(
      { type: 'dial', user: grace },
      { type: 'joined', call: aCall(grace, 'outgoing') },
      { type: 'started', call: aCall(alan, 'incoming') },
    );
    expect(state).toMatchObject({ phase: 'incoming', peer: alan });
  });

  it('rings incoming, and accepting makes it active', () => {
    const incoming = aCall(alan, 'incoming');
    expect(run({ type: 'started', call: incoming }).phase).toBe('incoming');
    const state = run({ type: 'started', call: incoming }, { type: 'joined', call: { ...incoming, state: 'active' } });
    expect(state).toMatchObject({ phase: 'active', session: 1 });
  });

  it('stops ringing when another tab answered, without telling anything', () => {
    const incoming = aCall(alan, 'incoming');
    const state = run({ type: 'started', call: incoming }, ended(incoming, 'answered_elsewhere'));
    expect(state).toMatchObject({ phase: 'idle', ended: { reason: 'answered_elsewhere' } });
  });

  it('ends when the other party leaves, with the reason; another call’s end changes nothing', () => {
    const active = aCall(alan, 'active');
    expect(run({ type: 'started', call: active }, ended(active, 'hung_up'))).toMatchObject({
      phase: 'idle',
      call: null,
      peer: null,
      ended: { reason: 'hung_up', peer: alan },
    });
    const other = aCall(grace, 'incoming');
    expect(run({ type: 'started', call: active }, ended(other, 'missed')).phase).toBe('active');
  });

  it('leaving resets everything', () => {
    expect(run({ type: 'started', call: aCall(alan, 'active') }, { type: 'left' })).toMatchObject({
      phase: 'idle',
      call: null,
      peer: null,
      ended: null,
    });
  });

  it('negotiates again when the other side’s tab takes the answered call over; a second caller is not heard', () => {
    const active = aCall(alan, 'active');
    const state = run({ type: 'started', call: active }, { type: 'started', call: active });
    expect(state).toMatchObject({ phase: 'active', session: 2 });
    expect(run({ type: 'started', call: active }, { type: 'started', call: aCall(grace, 'incoming') })).toMatchObject({
      phase: 'active',
      peer: alan,
    });
  });

  it('keeps ringing after a reload from GET /call, and forgets a call that ended meanwhile', () => {
    const incoming = aCall(alan, 'incoming');
    expect(run({ type: 'current', call: incoming }).phase).toBe('incoming');
    expect(run({ type: 'started', call: incoming }, { type: 'current', call: null }).phase).toBe('idle');
    expect(run({ type: 'dial', user: grace }, { type: 'current', call: null }).phase).toBe('outgoing');
  });

  it('ignores answers and ends while idle', () => {
    const call = aCall(grace, 'active');
    expect(run({ type: 'joined', call })).toEqual(idleCall);
    expect(run(ended(call, 'hung_up'))).toEqual(idleCall);
  });
});
