import { z } from 'zod';
import { CALL } from './limits-call.js';
import { messages } from './messages.js';
import { booleanField, oneOf, uuid, verbatimText } from './rules.js';
import { bareIdOr } from './socket-payloads.js';

/*
 * What the call events carry (spec 02 §7: join_call and leave_call with { userId }). The spec's
 * client sends the object; a bare id is taken too, as for the other events naming a user.
 */

/** join_call: ring this user, or answer the call ringing from them. Parsed into the id. */
export const joinCallSchema = bareIdOr('userId', 'User id', {}).transform((v) => v.userId.toLowerCase());
export type JoinCall = z.input<typeof joinCallSchema>;

/**
 * leave_call: reject, cancel or hang up the call with this user. `lost` (Plaza's): the tab gave up
 * on a broken connection, so the other side hears the call was lost rather than hung up.
 */
export const leaveCallSchema = bareIdOr('userId', 'User id', { lost: booleanField('Lost').optional() }).transform(
  (v) => ({ userId: v.userId.toLowerCase(), lost: v.lost ?? false }),
);
export type LeaveCall = z.input<typeof leaveCallSchema>;

const descriptionSchema = z.object(
  {
    type: oneOf('Description type', ['offer', 'answer', 'pranswer', 'rollback']),
    sdp: verbatimText('Description', CALL.sdpMax, { multiline: true }),
  },
  { error: messages.wrongType('Description', 'a session description') },
);

const candidateSchema = z.object(
  {
    candidate: verbatimText('Candidate', CALL.candidateMax),
    sdpMid: verbatimText('Candidate media id', CALL.candidateFieldMax).nullish(),
    sdpMLineIndex: z
      .number({ error: messages.wrongType('Candidate line index', 'a number') })
      .int({ error: messages.wrongType('Candidate line index', 'a whole number') })
      .min(0, { error: messages.wrongType('Candidate line index', 'a whole number') })
      .max(65535, { error: messages.wrongType('Candidate line index', 'a whole number') })
      .nullish(),
    usernameFragment: verbatimText('Candidate username fragment', CALL.candidateFieldMax).nullish(),
  },
  { error: messages.wrongType('Candidate', 'an ICE candidate') },
);

/**
 * call_signal: a WebRTC offer or answer (`description`) or an ICE candidate (`candidate`; null
 * ends the candidates) for the other party of your call with `userId`; exactly one of the two.
 */
export const callSignalSchema = z
  .object(
    {
      userId: uuid('User id'),
      description: descriptionSchema.optional(),
      candidate: candidateSchema.nullable().optional(),
    },
    { error: messages.wrongType('Signal', 'an object') },
  )
  .superRefine((s, ctx) => {
    const count = (s.description === undefined ? 0 : 1) + (s.candidate === undefined ? 0 : 1);
    if (count !== 1) {
      ctx.addIssue({ code: 'custom', message: 'Signal: send either a description or a candidate', path: [] });
    }
  })
  .transform((s) => ({ ...s, userId: s.userId.toLowerCase() }));
export type CallSignal = z.input<typeof callSignalSchema>;
