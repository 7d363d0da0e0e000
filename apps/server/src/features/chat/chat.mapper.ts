import {
  CHAT,
  directRoomName,
  postRoomName,
  type ChatAttachment,
  type ChatConversation,
  type ChatMessage,
  type ChatParent,
} from '@plaza/contract';
import type { MessageViewRow } from './chat.queries.js';
import type { ConversationRow } from './conversation.repository.js';

function toParent(row: MessageViewRow): ChatParent | null {
  if (row.parent_id === null || row.parent_created_by === null || row.parent_full_name === null) return null;
  const deleted = row.parent_deleted === true;
  return {
    id: row.parent_id,
    identifier: row.parent_id,
    message: deleted ? '' : (row.parent_message ?? ''),
    createdBy: {
      id: row.parent_created_by,
      fullName: row.parent_full_name,
      userName: row.parent_user_name,
      displayPhoto: row.parent_display_photo,
    },
    deleted,
  };
}

/** The conversation's roomName as the contract names it (the stored key never leaves the server). */
function roomNameOf(row: MessageViewRow): string {
  if (row.medium === 'post') return postRoomName(row.post_id ?? '');
  return directRoomName(row.created_by, row.recipient_id ?? '');
}

/**
 * A stored message as every party sees it. A deleted message keeps its place with its text and
 * attachments cleared, and a quote of a deleted message shows no text. `identifier` is the
 * server's identifier, the same as `id` (see chatMessageSchema).
 */
export function toChatMessage(row: MessageViewRow, attachments: readonly ChatAttachment[]): ChatMessage {
  return {
    id: row.id,
    identifier: row.id,
    message: row.deleted ? '' : row.message,
    createdBy: {
      id: row.created_by,
      fullName: row.author_full_name,
      userName: row.author_user_name,
      displayPhoto: row.author_display_photo,
    },
    createdOn: row.created_at.toISOString(),
    updatedOn: row.updated_at.toISOString(),
    medium: row.medium,
    kind: row.kind,
    roomName: roomNameOf(row),
    to: (row.medium === 'direct' ? row.recipient_id : row.post_id) ?? '',
    parent: toParent(row),
    attachments: row.deleted ? [] : attachments.map((a) => ({ name: a.name })),
    edited: row.edited,
    deleted: row.deleted,
  };
}

/** The conversation list's preview of a message: its text cut to CHAT.previewMax characters, '' when deleted. */
export function previewOf(message: string, deleted: boolean): string {
  if (deleted) return '';
  const chars = Array.from(message);
  return chars.length <= CHAT.previewMax ? message : chars.slice(0, CHAT.previewMax).join('');
}

/** A row of /messages. Only a contact who has not blocked the caller can be sent messages. */
export function toConversation(row: ConversationRow, userId: string): ChatConversation {
  const deleted = row.last_deleted === true;
  return {
    user: { id: row.id, fullName: row.full_name, userName: row.user_name, displayPhoto: row.display_photo },
    lastMessage:
      row.last_id === null || row.last_created_at === null
        ? null
        : {
            id: row.last_id,
            preview: previewOf(row.last_message ?? '', deleted),
            createdOn: row.last_created_at.toISOString(),
            fromMe: row.last_created_by === userId,
            deleted,
            attachmentCount: deleted ? 0 : Number(row.last_attachment_count ?? 0),
          },
    unreadCount: Number(row.unread_count ?? 0),
    canMessage: Boolean(row.is_contact) && !row.blocked_me,
    lastOnlineDate: row.last_online_at?.toISOString() ?? null,
  };
}
