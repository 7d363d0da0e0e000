import type { ChatMedium, ChatMessage } from '@plaza/contract';
import { userRoom } from '../../realtime/realtime-hub.js';

/** The stored room of a direct conversation: the same for both sides. */
export function directRoom(a: string, b: string): string {
  return a < b ? `direct:${a}:${b}` : `direct:${b}:${a}`;
}

/** A post's live room: the stored room of its messages, and the socket room of its watchers. */
export const postRoom = (postId: string) => `post:${postId}`;

/** The stored room of a conversation, from the caller's side (`id`: the other user, or the post). */
export function roomOf(medium: ChatMedium, callerId: string, id: string): string {
  return medium === 'direct' ? directRoom(callerId, id) : postRoom(id);
}

/** The socket room of a viewer's tabs that show their conversation with `other` (they hear its typing). */
export const viewingRoom = (viewerId: string, otherId: string) => `viewing:${viewerId}:${otherId}`;

/**
 * Who hears of a message, its edit or its deletion: every tab of both parties of a direct
 * message (and nobody else), or every socket watching the post.
 */
export function deliveryRooms(message: Pick<ChatMessage, 'medium' | 'to' | 'createdBy'>): string[] {
  return message.medium === 'direct' ? [userRoom(message.createdBy.id), userRoom(message.to)] : [postRoom(message.to)];
}
