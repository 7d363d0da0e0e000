import { z } from 'zod';
import { CALL } from '../limits-call.js';

const timestamp = () => z.iso.datetime({ offset: true });

/** The other party of a call as the call names them (spec 02 §3 Call: id, name, avatar). */
export const callUserSchema = z.object({
  id: z.uuid(),
  /** Their full name. */
  name: z.string(),
  /** Their display photo's address, or null. */
  avatar: z.string().nullable(),
});
export type CallUser = z.infer<typeof callUserSchema>;

/**
 * A call as one party sees it (spec 02 §3 Call, §4 Calls): `userId` and `user` are the OTHER
 * party. `meetingRoomName` and `meetingToken`: in Jitsi mode (`mode: 'jitsi'`) the Jitsi room
 * and a JWT signed for this user and that room only, to open at `meetingUrl`; peer to peer
 * (`mode: 'p2p'`) the room is the call's id and the token is empty (media go between the two
 * browsers, offered and answered with call_signal).
 */
export const callSchema = z.object({
  callId: z.uuid(),
  userId: z.uuid(),
  user: callUserSchema,
  meetingRoomName: z.string(),
  meetingToken: z.string(),
  /** outgoing: you call and it rings; incoming: it rings for you; active: answered. */
  state: z.enum(CALL.states),
  mode: z.enum(CALL.modes),
  /** Jitsi mode: the meeting's address (JITSI_URL + room); null peer to peer. */
  meetingUrl: z.string().nullable(),
  /** Whether you placed the call (you make the WebRTC offer). */
  caller: z.boolean(),
  /** When it started ringing, and when it was answered. */
  createdOn: timestamp(),
  answeredOn: timestamp().nullable(),
});
export type Call = z.infer<typeof callSchema>;

/** call_ended: the call as it was, and why it ended. */
export const callEndedSchema = callSchema.extend({ reason: z.enum(CALL.endReasons) });
export type CallEnded = z.infer<typeof callEndedSchema>;

/** One ICE server as RTCPeerConnection takes it (RTCIceServer). */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  /** TURN: `<expiry unix seconds>:<userId>` (coturn's REST API form). */
  username: z.string().optional(),
  /** TURN: base64(HMAC-SHA1(TURN_SECRET, username)). */
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** GET /call: the caller's call now (ringing or active; null when idle) and the ICE servers to use. */
export const currentCallSchema = z.object({
  call: callSchema.nullable(),
  iceServers: z.array(iceServerSchema),
});
export type CurrentCall = z.infer<typeof currentCallSchema>;

/** A WebRTC session description (an offer or an answer). */
export const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string(),
});

/** An ICE candidate (RTCIceCandidateInit); null is the end of candidates. */
export const iceCandidateSchema = z.object({
  candidate: z.string(),
  sdpMid: z.string().nullable().optional(),
  sdpMLineIndex: z.number().int().nullable().optional(),
  usernameFragment: z.string().nullable().optional(),
});

/** call_signal as the peer hears it: from whom, for which call, and the description or the candidate. */
export const callSignalEventSchema = z.object({
  userId: z.uuid(),
  callId: z.uuid(),
  description: sessionDescriptionSchema.optional(),
  candidate: iceCandidateSchema.nullable().optional(),
});
export type CallSignalEvent = z.infer<typeof callSignalEventSchema>;
