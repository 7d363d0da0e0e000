import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CALL } from './limits-call.js';
import { callSignalSchema, joinCallSchema, leaveCallSchema } from './socket-call-payloads.js';

const A = '00000000-0000-4000-8000-00000000000a';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('join_call and leave_call', () => {
  it('take { userId } (the spec) or the id bare, in any case, and refuse anything else in words', () => {
    expect(joinCallSchema.parse({ userId: A.toUpperCase() })).toBe(A);
    expect(joinCallSchema.parse(A)).toBe(A);
    expect(leaveCallSchema.parse({ userId: A.toUpperCase() })).toEqual({ userId: A, lost: false });
    expect(leaveCallSchema.parse(A)).toEqual({ userId: A, lost: false });
    for (const schema of [joinCallSchema, leaveCallSchema]) {
      for (const bad of [undefined, null, 'x', 7, {}, { userId: 'x' }, [A]]) {
        expect(messagesOf(schema, bad)).toEqual(['User id must be a valid id']);
      }
    }
  });

  it('leave_call says whether the connection was lost, as a yes or no', () => {
    expect(leaveCallSchema.parse({ userId: A, lost: true })).toEqual({ userId: A, lost: true });
    expect(messagesOf(leaveCallSchema, { userId: A, lost: 'yes' })).toHaveLength(1);
  });
});

describe('call_signal', () => {
  it('carries a description or a candidate (null ends them) for a user', () => {
    const offer = { type: 'offer', sdp: 'v=0' } as const;
    expect(callSignalSchema.parse({ userId: A.toUpperCase(), description: offer })).toEqual({
      userId: A,
      description: offer,
    });
    const candidate = { candidate: 'candidate:1 1 udp 1 10.0.0.1 9 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    expect(callSignalSchema.parse({ userId: A, candidate })).toEqual({ userId: A, candidate });
    expect(callSignalSchema.parse({ userId: A, candidate: null })).toEqual({ userId: A, candidate: null });
  });

  it('refuses neither or both, a bad type, oversize SDP and malformed candidates, each in words', () => {
    const both = { userId: A, description: { type: 'offer', sdp: '' }, candidate: null };
    expect(messagesOf(callSignalSchema, { userId: A })).toEqual(['Signal: send either a description or a candidate']);
    expect(messagesOf(callSignalSchema, both)).toEqual(['Signal: send either a description or a candidate']);
    expect(messagesOf(callSignalSchema, { userId: A, description: { type: 'hello', sdp: '' } })).toEqual([
      'Description type must be one of offer, answer, pranswer, rollback',
    ]);
    expect(
      messagesOf(callSignalSchema, { userId: A, description: { type: 'offer', sdp: 'x'.repeat(CALL.sdpMax + 1) } }),
    ).toEqual([`Description: Please enter up to ${CALL.sdpMax} characters long`]);
    expect(messagesOf(callSignalSchema, { userId: A, candidate: 'x' })).toEqual(['Candidate must be an ICE candidate']);
    expect(messagesOf(callSignalSchema, { userId: A, candidate: { candidate: 'x', sdpMLineIndex: -1 } })).toEqual([
      'Candidate line index must be a whole number',
    ]);
    expect(messagesOf(callSignalSchema, 'x')).toEqual(['Signal must be an object']);
    expect(messagesOf(callSignalSchema, { userId: 'x', candidate: null })).toEqual(['User id must be a valid id']);
  });
});
