import { postRoomName, type ChatMessage } from '@plaza/contract';

/*
 * Every Socket.IO room name, in one place. Rooms span server processes with the Redis adapter.
 */

/** Every socket of a user: what "send to this user" means. */
export const userRoom = (userId: string) => `user:${userId}`;

const USER_ROOM_PREFIX = userRoom('');

/** The user whose room this room is, if it is one. */
export function userOfRoom(room: string): string | null {
  return room.startsWith(USER_ROOM_PREFIX) ? room.slice(USER_ROOM_PREFIX.length) : null;
}

/** Every socket of a session: its revocation closes them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** A viewer's tabs that show their conversation with `other` (they hear its typing). */
export const viewingRoom = (viewerId: string, otherId: string) => `viewing:${viewerId}:${otherId}`;

/** A post's live room: the sockets watching it, named as its messages' roomName (`post_<id>`, as the spec has it). */
export const postRoom = postRoomName;

const POST_ROOM_PREFIX = postRoom('');

/** The post whose live room this room is, if it is one. */
export function postOfRoom(room: string): string | null {
  return room.startsWith(POST_ROOM_PREFIX) ? room.slice(POST_ROOM_PREFIX.length) : null;
}

/**
 * Who hears of a message, its edit or its deletion: every tab of both parties of a direct
 * message (and nobody else), or every socket watching the post.
 */
export function deliveryRooms(message: Pick<ChatMessage, 'medium' | 'to' | 'createdBy'>): string[] {
  return message.medium === 'direct' ? [userRoom(message.createdBy.id), userRoom(message.to)] : [postRoom(message.to)];
}

/** The tabs in a meeting's room (features/meeting-room): they hear who joins, leaves and publishes. */
export const meetingRoom = (slug: string) => `meeting:${slug}`;
