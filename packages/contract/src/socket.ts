import { z } from 'zod';
import { callEndedSchema, callSchema, callSignalEventSchema } from './entities/call.js';
import { chatUnreadCountSchema, chatMessageSchema } from './entities/chat.js';
import { notificationCountsSchema, notificationSchema } from './entities/social.js';
import { SOCKET_RATE } from './limits-socket.js';
import { callSignalSchema, joinCallSchema, leaveCallSchema } from './socket-call-payloads.js';
import {
  meetingClosedSchema,
  meetingJoinSchema,
  meetingMutedSchema,
  meetingParticipantEventSchema,
  meetingParticipantLeftSchema,
  meetingPublishedSchema,
  meetingPublishSchema,
  meetingRemoveSchema,
  meetingRoomSchema,
  meetingSubscribeAnswerSchema,
  meetingSubscribeSchema,
  meetingSubscriptionSchema,
  meetingTrickleSchema,
} from './socket-meeting-payloads.js';
import {
  chatDeleteSchema,
  chatEditSchema,
  chatSendSchema,
  chatTypingSchema,
  disconnectedSchema,
  joinDirectSchema,
  liveEndedSchema,
  liveStartedSchema,
  postTargetSchema,
  presenceTargetSchema,
  typingEventSchema,
  userTargetSchema,
  usersOnlineSchema,
  viewerCountSchema,
} from './socket-payloads.js';
import { clientEvent, declareEvents, serverEvent, type ClientSignature, type ServerSignature } from './socket-event.js';

const minute = (max: number, bucket?: string) => ({
  max,
  windowMs: SOCKET_RATE.windowMs,
  ...(bucket ? { bucket } : {}),
});

/**
 * The events a client sends. The server handles each through one router (apps/server
 * realtime/socket-route.ts): the session must still be live, the user within the rate limit and the
 * payload valid; the acknowledgement is the declared `ack` or the error reply.
 */
export const clientEvents = declareEvents({
  send_presence: clientEvent({
    name: 'send_presence',
    summary:
      'With a contact’s id (bare, as the spec’s client sends it, or { userId }): tell that contact you are online; they hear `presence` with your id, if they are your contact and neither blocked the other. Without one: nothing is told. Acknowledged with the ids of the contacts named (all, without one) that are online now.',
    access: 'user',
    payload: presenceTargetSchema,
    ack: usersOnlineSchema,
    rateLimit: minute(SOCKET_RATE.presence),
    inSpec: true,
  }),
  join_post: clientEvent({
    name: 'join_post',
    summary:
      'Watch a post’s live room (the post id, bare or { postId }): its messages, typing and viewer count. Acknowledged with the viewer count; the room hears stream_viewer_count_change.',
    access: 'user',
    payload: postTargetSchema,
    ack: viewerCountSchema,
    rateLimit: minute(SOCKET_RATE.roomChanges, 'rooms'),
    inSpec: true,
    errors: ['POST_NOT_FOUND'],
  }),
  leave_post: clientEvent({
    name: 'leave_post',
    summary: 'Stop watching a post’s live room (the post id, bare or { postId }).',
    access: 'user',
    payload: postTargetSchema,
    ack: null,
    rateLimit: minute(SOCKET_RATE.roomChanges, 'rooms'),
    inSpec: true,
  }),
  join_direct_user: clientEvent({
    name: 'join_direct_user',
    summary:
      'Open the conversation with a user (their id, bare or { userId, read? }): this tab hears their typing, and the conversation is marked read unless read is false. Acknowledged with its unread count; your other tabs hear conversation_read.',
    access: 'user',
    payload: joinDirectSchema,
    ack: chatUnreadCountSchema,
    rateLimit: minute(SOCKET_RATE.roomChanges, 'rooms'),
    inSpec: true,
    errors: ['USER_NOT_FOUND'],
  }),
  leave_direct_user: clientEvent({
    name: 'leave_direct_user',
    summary:
      'Close the conversation with a user (their id, bare or { userId }): this tab no longer hears their typing.',
    access: 'user',
    payload: userTargetSchema,
    ack: null,
    rateLimit: minute(SOCKET_RATE.roomChanges, 'rooms'),
    inSpec: true,
  }),
  message: clientEvent({
    name: 'message',
    summary:
      'Send a message (medium, to, message, attachments, parentId or the spec’s parent), acknowledged once stored with the server’s copy; everyone else of the conversation hears new_message. With edited: true and the message’s identifier (or id), edit your own message instead (the spec’s form of an edit).',
    access: 'user',
    payload: chatSendSchema,
    ack: chatMessageSchema,
    rateLimit: minute(SOCKET_RATE.chatWrites, 'chat-writes'),
    inSpec: true,
    errors: [
      'USER_NOT_FOUND',
      'POST_NOT_FOUND',
      'CHAT_NOT_ALLOWED',
      'USER_BLOCKED_YOU',
      'MESSAGE_NOT_FOUND',
      'NOT_AUTHORIZED',
      'NO_CHANGES_DETECTED',
      'ATTACHMENT_NOT_FOUND',
      'TOO_MANY_REQUESTS',
    ],
  }),
  edit_message: clientEvent({
    name: 'edit_message',
    summary:
      'Edit your own message ({ id or identifier, message }); acknowledged with the new copy, which everyone else of the conversation hears as new_message with edited: true.',
    access: 'user',
    payload: chatEditSchema,
    ack: chatMessageSchema,
    rateLimit: minute(SOCKET_RATE.chatWrites, 'chat-writes'),
    inSpec: false,
    errors: ['MESSAGE_NOT_FOUND', 'NOT_AUTHORIZED', 'NO_CHANGES_DETECTED', 'TOO_MANY_REQUESTS'],
  }),
  delete_message: clientEvent({
    name: 'delete_message',
    summary:
      'Delete your own message ({ identifier or id, to, medium }); it stays in the history marked deleted. Acknowledged with its copy, which everyone else of the conversation hears as message_deleted.',
    access: 'user',
    payload: chatDeleteSchema,
    ack: chatMessageSchema,
    rateLimit: minute(SOCKET_RATE.chatWrites, 'chat-writes'),
    inSpec: true,
    errors: ['MESSAGE_NOT_FOUND', 'NOT_AUTHORIZED', 'MESSAGE_NOT_DELETED', 'TOO_MANY_REQUESTS'],
  }),
  typing: clientEvent({
    name: 'typing',
    summary:
      'Say you are typing ({ to, medium }; the spec’s user is ignored: the server names you). Heard by the tabs of the other party that show the conversation, or by the rest of the post’s live room.',
    access: 'user',
    payload: chatTypingSchema,
    ack: null,
    rateLimit: minute(SOCKET_RATE.typing),
    inSpec: true,
  }),
  join_call: clientEvent({
    name: 'join_call',
    summary:
      'Call a contact ({ userId }, or the id bare): every tab of theirs rings (call_started, state incoming) until one answers, one rejects, you cancel or CALL.ringTimeoutMs passes (missed: they get a notification, both get a "missed call" line in the chat). With a call ringing FROM that user it answers instead: the caller hears call_started (state active) and your other tabs call_ended (answered_elsewhere). Sent again for the call you are in (a reloaded tab), it makes this tab the call’s own. Acknowledged with the call as you see it.',
    access: 'user',
    payload: joinCallSchema,
    ack: callSchema,
    rateLimit: minute(SOCKET_RATE.calls, 'calls'),
    inSpec: true,
    errors: [
      'CANT_CALL_YOURSELF',
      'CALL_NOT_ALLOWED',
      'USER_BLOCKED_YOU',
      'USER_BUSY',
      'ALREADY_IN_CALL',
      'TOO_MANY_REQUESTS',
    ],
  }),
  leave_call: clientEvent({
    name: 'leave_call',
    summary:
      'End your call with a user ({ userId }, or the id bare): rejects it ringing for you, cancels it ringing from you, hangs it up once answered. With lost: true (the tab gave up on a broken connection) an answered call ends as disconnected instead of hung_up. Both parties’ tabs hear call_ended (rejected, cancelled, hung_up or disconnected). Acknowledged with nothing; CALL_NOT_FOUND when there is no such call.',
    access: 'user',
    payload: leaveCallSchema,
    ack: null,
    rateLimit: minute(SOCKET_RATE.calls, 'calls'),
    inSpec: true,
    errors: ['CALL_NOT_FOUND', 'TOO_MANY_REQUESTS'],
  }),
  call_signal: clientEvent({
    name: 'call_signal',
    summary:
      'Peer to peer: a WebRTC offer or answer ({ userId, description: { type, sdp } }) or ICE candidate ({ userId, candidate }, null ending them) for the other party of your answered call; relayed as call_signal to the tab that holds the call on their side. The caller makes the offer once call_started (active) arrives.',
    access: 'user',
    payload: callSignalSchema,
    ack: null,
    rateLimit: minute(SOCKET_RATE.callSignals, 'call-signals'),
    inSpec: false,
    errors: ['CALL_NOT_FOUND', 'TOO_MANY_REQUESTS'],
  }),
  meeting_join: clientEvent({
    name: 'meeting_join',
    summary:
      'Enter a meeting’s room ({ slug, join? }: join is the token of a shared link, for a private meeting). Acknowledged with the room: your part (host, presenter, attendee: a webinar’s attendees may not publish) and everyone in it with the feed to subscribe to. The others hear meeting_participant_joined. Joining again from another tab moves you there (the old tab hears meeting_removed, replaced). MEETING_NOT_FOUND for a meeting that does not exist, has ended or is not yours to join (the same answer, so nothing leaks).',
    access: 'user',
    payload: meetingJoinSchema,
    ack: meetingRoomSchema,
    rateLimit: minute(SOCKET_RATE.meetingRoom, 'meeting-room'),
    inSpec: false,
    errors: ['MEETING_NOT_FOUND', 'MEETING_MEDIA_UNAVAILABLE', 'TOO_MANY_REQUESTS'],
  }),
  meeting_publish: clientEvent({
    name: 'meeting_publish',
    summary:
      'Publish your camera, microphone or screen in the room you joined ({ offer }: a WebRTC offer). Acknowledged with the media server’s answer and your feed; the others hear meeting_participant_updated with it. Sent again, it replaces what you publish.',
    access: 'user',
    payload: meetingPublishSchema,
    ack: meetingPublishedSchema,
    rateLimit: minute(SOCKET_RATE.meetingRoom, 'meeting-room'),
    inSpec: false,
    errors: ['MEETING_NOT_JOINED', 'NOT_AUTHORIZED', 'MEETING_FULL', 'MEETING_MEDIA_UNAVAILABLE', 'TOO_MANY_REQUESTS'],
  }),
  meeting_subscribe: clientEvent({
    name: 'meeting_subscribe',
    summary:
      'Receive a participant’s feed ({ feed }). Acknowledged with the media server’s offer; answer it with meeting_subscribe_answer. Asked again for the same feed, it starts over.',
    access: 'user',
    payload: meetingSubscribeSchema,
    ack: meetingSubscriptionSchema,
    rateLimit: minute(SOCKET_RATE.meetingRoom, 'meeting-room'),
    inSpec: false,
    errors: ['MEETING_NOT_JOINED', 'MEETING_FEED_NOT_FOUND', 'MEETING_MEDIA_UNAVAILABLE', 'TOO_MANY_REQUESTS'],
  }),
  meeting_subscribe_answer: clientEvent({
    name: 'meeting_subscribe_answer',
    summary: 'Your answer to a subscription’s offer ({ feed, answer }): the feed’s media start flowing.',
    access: 'user',
    payload: meetingSubscribeAnswerSchema,
    ack: null,
    rateLimit: minute(SOCKET_RATE.meetingSignals, 'meeting-signals'),
    inSpec: false,
    errors: ['MEETING_NOT_JOINED', 'MEETING_FEED_NOT_FOUND', 'MEETING_MEDIA_UNAVAILABLE', 'TOO_MANY_REQUESTS'],
  }),
  meeting_trickle: clientEvent({
    name: 'meeting_trickle',
    summary:
      'An ICE candidate of your publishing connection ({ candidate }) or of your subscription to a feed ({ feed, candidate }); null ends them.',
    access: 'user',
    payload: meetingTrickleSchema,
    ack: null,
    rateLimit: minute(SOCKET_RATE.meetingSignals, 'meeting-signals'),
    inSpec: false,
    errors: ['MEETING_NOT_JOINED', 'MEETING_FEED_NOT_FOUND', 'TOO_MANY_REQUESTS'],
  }),
  meeting_leave: clientEvent({
    name: 'meeting_leave',
    summary:
      'Leave the room you joined; the others hear meeting_participant_left. The room closes with its last participant.',
    access: 'user',
    payload: null,
    ack: null,
    rateLimit: minute(SOCKET_RATE.meetingRoom, 'meeting-room'),
    inSpec: false,
    errors: ['TOO_MANY_REQUESTS'],
  }),
  meeting_mute_all: clientEvent({
    name: 'meeting_mute_all',
    summary: 'The host asks everyone else in the room to mute their microphones: they hear meeting_muted.',
    access: 'user',
    payload: null,
    ack: null,
    rateLimit: minute(SOCKET_RATE.meetingHost, 'meeting-host'),
    inSpec: false,
    errors: ['MEETING_NOT_JOINED', 'NOT_AUTHORIZED', 'TOO_MANY_REQUESTS'],
  }),
  meeting_remove: clientEvent({
    name: 'meeting_remove',
    summary:
      'The host takes a participant out of the room ({ userId }): their tab hears meeting_removed (removed), the others meeting_participant_left.',
    access: 'user',
    payload: meetingRemoveSchema,
    ack: null,
    rateLimit: minute(SOCKET_RATE.meetingHost, 'meeting-host'),
    inSpec: false,
    errors: ['MEETING_NOT_JOINED', 'NOT_AUTHORIZED', 'USER_NOT_FOUND', 'TOO_MANY_REQUESTS'],
  }),
  meeting_end: clientEvent({
    name: 'meeting_end',
    summary:
      'The host ends the meeting for everyone: every other tab in the room hears meeting_ended, and the room closes.',
    access: 'user',
    payload: null,
    ack: null,
    rateLimit: minute(SOCKET_RATE.meetingHost, 'meeting-host'),
    inSpec: false,
    errors: ['MEETING_NOT_JOINED', 'NOT_AUTHORIZED', 'TOO_MANY_REQUESTS'],
  }),
});

/** The events the server sends. Every payload is shaped by its schema before it leaves, as HTTP replies are. */
export const serverEvents = declareEvents({
  notification: serverEvent({
    name: 'notification',
    summary: 'A new notification, with the counts after it.',
    audience: 'Every tab of its recipient.',
    payload: z.object({ notification: notificationSchema, counts: notificationCountsSchema }),
    inSpec: false,
  }),
  notification_counts: serverEvent({
    name: 'notification_counts',
    summary: 'The notification counts changed in another tab (some viewed or read).',
    audience: 'Every tab of the user.',
    payload: notificationCountsSchema,
    inSpec: false,
  }),
  contact_user_connected: serverEvent({
    name: 'contact_user_connected',
    summary: 'A contact came online (their first tab): their user id.',
    audience: 'Every tab of their contacts.',
    payload: z.uuid(),
    inSpec: true,
  }),
  presence: serverEvent({
    name: 'presence',
    summary:
      'A contact is online: their user id. Heard once for each contact online when a tab connects, and when a contact answers with send_presence.',
    audience: 'The connecting tab; every tab of the contact named in send_presence.',
    payload: z.uuid(),
    inSpec: true,
  }),
  socket_disconnected: serverEvent({
    name: 'socket_disconnected',
    summary:
      'A contact went offline (their last tab closed, or the server process that held their last tabs died), and when.',
    audience: 'Every tab of their contacts.',
    payload: disconnectedSchema,
    inSpec: true,
  }),
  contacts_changed: serverEvent({
    name: 'contacts_changed',
    summary: 'The contact list changed (an invitation accepted, a contact removed, a block).',
    audience: 'Every tab of both users.',
    payload: null,
    inSpec: false,
  }),
  new_message: serverEvent({
    name: 'new_message',
    summary:
      'A message in one of your conversations or in a live room this tab watches; an edit comes the same way, with edited: true and the same identifier.',
    audience:
      'Direct: every tab of both parties but the sending one (it has the acknowledgement). Post: every tab in the live room but the sending one.',
    payload: chatMessageSchema,
    inSpec: true,
  }),
  message_deleted: serverEvent({
    name: 'message_deleted',
    summary: 'A message was deleted: its copy, text and attachments cleared (identifier, to, medium, roomName).',
    audience: 'As new_message.',
    payload: chatMessageSchema,
    inSpec: true,
  }),
  typing: serverEvent({
    name: 'typing',
    summary: 'Someone is typing; sent at most every 700 ms while they type, shown for 2 s after the last.',
    audience:
      'Direct: the tabs of the one typed to that show the conversation (join_direct_user). Post: the rest of the live room.',
    payload: typingEventSchema,
    inSpec: true,
  }),
  stream_viewer_count_change: serverEvent({
    name: 'stream_viewer_count_change',
    summary: 'The number of people watching a post’s live room changed.',
    audience: 'Every tab in the live room.',
    payload: viewerCountSchema,
    inSpec: true,
  }),
  live_started: serverEvent({
    name: 'live_started',
    summary:
      'A live can be watched: its first segment is in storage and the post is streaming (also after a resume within LIVE.resumeWindowSeconds of a drop).',
    audience: 'Every tab of the publisher, and every tab in the post’s live room.',
    payload: liveStartedSchema,
    inSpec: false,
  }),
  live_ended: serverEvent({
    name: 'live_ended',
    summary:
      'The publisher stopped: the live is over (the player need not wait for the playlist to end). The recording becomes the post’s video once transcoded.',
    audience: 'Every tab in the post’s live room.',
    payload: liveEndedSchema,
    inSpec: false,
  }),
  call_started: serverEvent({
    name: 'call_started',
    summary:
      'A call rings for you (state incoming; the other tabs of the caller hear it as outgoing), or the one you placed was answered (state active: make the WebRTC offer, or open the Jitsi meeting). A tab that took over an answered call makes the other side hear it again (active): renegotiate.',
    audience:
      'Ringing: every tab of the callee, and the caller’s other tabs. Answered: the caller’s tab that holds the call (every tab of the caller when that one is gone).',
    payload: callSchema,
    inSpec: true,
  }),
  call_ended: serverEvent({
    name: 'call_ended',
    summary:
      'A call ended: rejected, cancelled, hung up, missed (unanswered for CALL.ringTimeoutMs), answered in another of your tabs, or disconnected (a party’s every tab gone for CALL.disconnectGraceMs). The call as it was, with the reason.',
    audience: 'Every tab of both parties but the one that ended it (it has the acknowledgement).',
    payload: callEndedSchema,
    inSpec: true,
  }),
  call_signal: serverEvent({
    name: 'call_signal',
    summary: 'The other party’s WebRTC offer, answer or ICE candidate for your answered call.',
    audience: 'The tab that holds the call.',
    payload: callSignalEventSchema,
    inSpec: false,
  }),
  conversation_read: serverEvent({
    name: 'conversation_read',
    summary: 'You read your conversation with this user in one of your tabs.',
    audience: 'Every tab of the user.',
    payload: z.object({ userId: z.uuid() }),
    inSpec: false,
  }),
  meeting_participant_joined: serverEvent({
    name: 'meeting_participant_joined',
    summary: 'Someone entered the meeting room (their feed is null until they publish).',
    audience: 'Every other tab in the room.',
    payload: meetingParticipantEventSchema,
    inSpec: false,
  }),
  meeting_participant_updated: serverEvent({
    name: 'meeting_participant_updated',
    summary: 'A participant started publishing (subscribe to their feed) or published again.',
    audience: 'Every other tab in the room.',
    payload: meetingParticipantEventSchema,
    inSpec: false,
  }),
  meeting_participant_left: serverEvent({
    name: 'meeting_participant_left',
    summary: 'A participant left the room, was removed, or their tab went away.',
    audience: 'Every other tab in the room.',
    payload: meetingParticipantLeftSchema,
    inSpec: false,
  }),
  meeting_muted: serverEvent({
    name: 'meeting_muted',
    summary: 'The host asked everyone to mute: turn the microphone off.',
    audience: 'Every tab in the room but the host’s.',
    payload: meetingMutedSchema,
    inSpec: false,
  }),
  meeting_removed: serverEvent({
    name: 'meeting_removed',
    summary: 'This tab is out of the room: the host removed you (removed), or you joined from another tab (replaced).',
    audience: 'The tab taken out.',
    payload: meetingClosedSchema,
    inSpec: false,
  }),
  meeting_ended: serverEvent({
    name: 'meeting_ended',
    summary: 'The host ended the meeting for everyone.',
    audience: 'Every tab in the room but the host’s.',
    payload: meetingClosedSchema,
    inSpec: false,
  }),
});

export type ClientEvents = typeof clientEvents;
export type ServerEvents = typeof serverEvents;
export type ClientEventName = keyof ClientEvents;
export type ServerEventName = keyof ServerEvents;

/** Socket.IO's typed map of what a client sends, derived from the declarations. */
export type ClientToServerEvents = { [K in ClientEventName]: ClientSignature<ClientEvents[K]> };
/** Socket.IO's typed map of what the server sends, derived from the declarations. */
export type ServerToClientEvents = { [K in ServerEventName]: ServerSignature<ServerEvents[K]> };

export const CLIENT_EVENTS = Object.keys(clientEvents) as ClientEventName[];
export const SERVER_EVENTS = Object.keys(serverEvents) as ServerEventName[];
