import type { ChatMedium } from '@plaza/contract';

/*
 * The stored key of each conversation (chat_messages.room_name), which orders and locks its
 * messages. It never leaves the server: messages carry the contract's roomName (postRoomName,
 * directRoomName) and sockets join the rooms of realtime/rooms.ts.
 */

/** A direct conversation's key: the same for both sides (directRoomSql is its SQL twin). */
export function directRoomKey(a: string, b: string): string {
  return a < b ? `direct:${a}:${b}` : `direct:${b}:${a}`;
}

/** A post's live room's key. */
export const postRoomKey = (postId: string) => `post:${postId}`;

/** The key of a conversation, from the caller's side (`id`: the other user, or the post). */
export function roomKeyOf(medium: ChatMedium, callerId: string, id: string): string {
  return medium === 'direct' ? directRoomKey(callerId, id) : postRoomKey(id);
}
