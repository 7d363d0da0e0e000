import type { Call, CallEndReason, CallEnded, CallUser } from '@plaza/contract';

/** Spec 02 §4 Calls: idle, outgoing (ringback), incoming (ringtone), active. */
export type CallPhase = 'idle' | 'outgoing' | 'incoming' | 'active';

export interface CallState {
  phase: CallPhase;
  /** The call as the server last described it; null when idle, and while dialling (before join_call's answer). */
  call: Call | null;
  /** The other party; null when idle. */
  peer: CallUser | null;
  /** Bumped each time the media must be (re)negotiated: answered, or the other side's tab took the call over. */
  session: number;
  /** Why the last call ended, when it ended for a reason worth telling. */
  ended: { reason: CallEndReason; peer: CallUser } | null;
}

export type CallEvent =
  /** The user calls someone. */
  | { type: 'dial'; user: CallUser }
  /** join_call's acknowledgement: ringing out, or answered (active). */
  | { type: 'joined'; call: Call }
  /** join_call was refused. */
  | { type: 'refused' }
  | { type: 'started'; call: Call }
  | { type: 'ended'; call: CallEnded }
  /** GET /call on (re)connecting. */
  | { type: 'current'; call: Call | null }
  /** This tab rejected, cancelled or hung up. */
  | { type: 'left' };

export const idleCall: CallState = { phase: 'idle', call: null, peer: null, session: 0, ended: null };

function enter(state: CallState, call: Call): CallState {
  const renegotiate = call.state === 'active';
  return {
    phase: call.state,
    call,
    peer: call.user,
    session: renegotiate ? state.session + 1 : state.session,
    ended: null,
  };
}

const reset = (state: CallState, ended: CallState['ended'] = null): CallState => ({
  ...idleCall,
  session: state.session,
  ended,
});

const isThisCall = (state: CallState, call: Call) =>
  state.call ? state.call.callId === call.callId : state.peer?.id === call.userId;

/** The call's next state (pure: the sounds, the socket and the media follow from it). */
export function nextCallState(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'dial':
      return state.phase === 'idle' ? { ...reset(state), phase: 'outgoing', peer: event.user } : state;
    case 'joined':
      if (state.phase === 'idle' || !isThisCall(state, event.call)) return state;
      return enter(state, event.call);
    case 'refused':
      return state.phase === 'outgoing' && !state.call ? reset(state) : state;
    case 'started':
      return started(state, event.call);
    case 'ended':
      if (state.phase === 'idle' || !isThisCall(state, event.call)) return state;
      return reset(state, { reason: event.call.reason, peer: event.call.user });
    case 'current':
      return current(state, event.call);
    case 'left':
      return reset(state);
  }
}

function started(state: CallState, call: Call): CallState {
  switch (state.phase) {
    case 'idle':
      return enter(state, call);
    case 'outgoing':
      // Answered by the one called: talking. Any other call is treated as ringing here (spec 02 §4).
      if (state.peer?.id === call.userId) return enter(state, call);
      return call.state === 'incoming' ? enter(state, call) : state;
    case 'incoming':
      return state.call?.callId === call.callId ? enter(state, call) : state;
    case 'active':
      // The other side reloaded and took the call over: negotiate again. Other calls wait (busy).
      return state.call?.callId === call.callId && call.state === 'active' ? enter(state, call) : state;
  }
}

function current(state: CallState, call: Call | null): CallState {
  if (!call) {
    // Nothing on the server: what this tab shows ended while it was away (a call being dialled waits for its answer).
    return state.phase === 'outgoing' && !state.call ? state : state.phase === 'idle' ? state : reset(state);
  }
  if (state.phase === 'idle') return enter(state, call);
  if (state.call?.callId !== call.callId) return enter(state, call);
  // The same call: only its phase may have moved on (answered while away).
  return call.state === state.phase ? { ...state, call } : enter(state, call);
}

/** Whether a call that ended so should be told about, and how. */
export function endedText(reason: CallEndReason, peer: CallUser): string | null {
  switch (reason) {
    case 'rejected':
      return `${peer.name} declined the call.`;
    case 'cancelled':
      return `${peer.name} cancelled the call.`;
    case 'missed':
      return `Missed call with ${peer.name}.`;
    case 'hung_up':
      return `Call with ${peer.name} ended.`;
    case 'disconnected':
      return `The call with ${peer.name} was lost.`;
    case 'answered_elsewhere':
      return null;
  }
}
