import { z } from 'zod';
import { callUserSchema } from './entities/call.js';
import { MEETING_ROOM } from './limits-meeting-room.js';
import { MEETING } from './limits.js';
import { messages } from './messages.js';
import { requiredText, uuid, verbatimText } from './rules.js';

/*
 * What the meeting room's socket events carry. Browsers never talk to the media server: they send
 * their WebRTC offers and answers to Plaza over the socket, and Plaza relays them to Janus.
 */

const slug = () => requiredText('Meeting', { max: MEETING_ROOM.slugMax, trim: false });

/** A media feed in the room: a number the media server knows it by (a participant's published streams). */
const feedId = (label = 'Feed') =>
  z
    .number({ error: messages.wrongType(label, 'a number') })
    .int({ error: messages.wrongType(label, 'a whole number') })
    .min(1, { error: messages.wrongType(label, 'a feed number') })
    .max(Number.MAX_SAFE_INTEGER, { error: messages.wrongType(label, 'a feed number') });

const description = <T extends 'offer' | 'answer'>(label: string, type: T) =>
  z.object(
    {
      type: z.literal(type, { error: `${label}: must be an ${type}` }),
      sdp: verbatimText(label, MEETING_ROOM.sdpMax, { multiline: true }).min(1, { error: messages.required(label) }),
    },
    { error: messages.wrongType(label, 'a session description') },
  );

/** meeting_join: the meeting's address and, for a private meeting, the join token of a shared link. */
export const meetingJoinSchema = z.object(
  {
    slug: slug(),
    join: requiredText('Join token', { max: MEETING_ROOM.joinTokenMax, trim: false }).optional(),
  },
  { error: messages.wrongType('Meeting', 'an object') },
);
export type MeetingJoin = z.input<typeof meetingJoinSchema>;

/** meeting_publish: the browser's offer for its camera, microphone or screen. */
export const meetingPublishSchema = z.object(
  { offer: description('Offer', 'offer') },
  { error: messages.wrongType('Publish', 'an object') },
);
export type MeetingPublish = z.input<typeof meetingPublishSchema>;

/** meeting_subscribe: receive one participant's feed; acknowledged with the media server's offer. */
export const meetingSubscribeSchema = z.object(
  { feed: feedId() },
  { error: messages.wrongType('Subscribe', 'an object') },
);
export type MeetingSubscribe = z.input<typeof meetingSubscribeSchema>;

/** meeting_subscribe_answer: the browser's answer to the offer of a subscription. */
export const meetingSubscribeAnswerSchema = z.object(
  { feed: feedId(), answer: description('Answer', 'answer') },
  { error: messages.wrongType('Answer', 'an object') },
);
export type MeetingSubscribeAnswer = z.input<typeof meetingSubscribeAnswerSchema>;

const candidateSchema = z.object(
  {
    candidate: verbatimText('Candidate', MEETING_ROOM.candidateMax),
    sdpMid: verbatimText('Candidate media id', MEETING_ROOM.candidateFieldMax).nullish(),
    sdpMLineIndex: z
      .number({ error: messages.wrongType('Candidate line index', 'a number') })
      .int({ error: messages.wrongType('Candidate line index', 'a whole number') })
      .min(0, { error: messages.wrongType('Candidate line index', 'a whole number') })
      .max(65535, { error: messages.wrongType('Candidate line index', 'a whole number') })
      .nullish(),
  },
  { error: messages.wrongType('Candidate', 'an ICE candidate') },
);

/**
 * meeting_trickle: an ICE candidate of the browser's publishing connection (no `feed`) or of its
 * subscription to `feed`; null ends them.
 */
export const meetingTrickleSchema = z.object(
  { feed: feedId().optional(), candidate: candidateSchema.nullable() },
  { error: messages.wrongType('Trickle', 'an object') },
);
export type MeetingTrickle = z.input<typeof meetingTrickleSchema>;

/** meeting_remove: the participant the host takes out. */
export const meetingRemoveSchema = z
  .object({ userId: uuid('User id') }, { error: messages.wrongType('Remove', 'an object') })
  .transform((v) => v.userId.toLowerCase());
export type MeetingRemove = z.input<typeof meetingRemoveSchema>;

/** A participant as the room shows them: who, their part, and their feed once they publish. */
export const meetingParticipantSchema = z.object({
  user: callUserSchema,
  role: z.enum(MEETING.roles),
  /** The feed to subscribe to; null until they publish. */
  feed: z.number().int().nullable(),
  /** Whether they may publish (an attendee of a webinar may not). */
  canPublish: z.boolean(),
});
export type MeetingParticipant = z.infer<typeof meetingParticipantSchema>;

/** meeting_join's acknowledgement: the room as it is now. */
export const meetingRoomSchema = z.object({
  slug: z.string(),
  title: z.string(),
  type: z.string(),
  you: meetingParticipantSchema,
  /** Everyone else in the room. */
  participants: z.array(meetingParticipantSchema),
});
export type MeetingRoom = z.infer<typeof meetingRoomSchema>;

/** meeting_publish's acknowledgement: the media server's answer, and the feed others subscribe to. */
export const meetingPublishedSchema = z.object({
  feed: z.number().int(),
  answer: z.object({ type: z.literal('answer'), sdp: z.string() }),
});
export type MeetingPublished = z.infer<typeof meetingPublishedSchema>;

/** meeting_subscribe's acknowledgement: the media server's offer for the feed. */
export const meetingSubscriptionSchema = z.object({
  feed: z.number().int(),
  offer: z.object({ type: z.literal('offer'), sdp: z.string() }),
});
export type MeetingSubscription = z.infer<typeof meetingSubscriptionSchema>;

/** meeting_participant_left. */
export const meetingParticipantLeftSchema = z.object({ slug: z.string(), userId: z.uuid() });

/** meeting_ended, meeting_removed: this tab's room closed, and why. */
export const meetingClosedSchema = z.object({ slug: z.string(), reason: z.enum(MEETING_ROOM.closeReasons) });
export type MeetingClosed = z.infer<typeof meetingClosedSchema>;

/** meeting_muted: the host asked everyone to mute (their microphones). */
export const meetingMutedSchema = z.object({ slug: z.string(), by: callUserSchema });

/** meeting_participant_joined, meeting_participant_updated. */
export const meetingParticipantEventSchema = z.object({ slug: z.string(), participant: meetingParticipantSchema });
