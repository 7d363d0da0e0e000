import { defineEndpoint } from '../endpoint.js';
import { currentCallSchema } from '../entities/call.js';

/**
 * Calls (spec 02 §4 Calls). Ringing, answering and hanging up go over the socket (join_call,
 * leave_call, call_signal); this call is what a page loaded mid-call asks first.
 */
export const calls = {
  current: defineEndpoint({
    method: 'GET',
    path: '/call',
    summary:
      'Your call now (ringing or answered; null when idle: a reloaded page keeps ringing from it) and the ICE servers to connect with, TURN credentials included',
    tag: 'call',
    access: 'user',
    reply: currentCallSchema,
  }),
};
