import type { ChatMedium, ChatMessageKind } from '@plaza/contract';
import type { ColumnType, Generated } from 'kysely';

/** Chat messages, attachments and conversations (migration 0008); part of `Database`. */

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface ChatMessagesTable {
  id: Generated<string>;
  medium: ChatMedium;
  /** A user's text, or a line the server added (migration 0016). */
  kind: Generated<ChatMessageKind>;
  /** `direct:<lower user id>:<higher user id>` or `post:<post id>` (see chat-rooms.ts). */
  room_name: string;
  created_by: string;
  /** Direct messages only. */
  recipient_id: string | null;
  /** Post (live room) messages only. */
  post_id: string | null;
  parent_id: string | null;
  message: string;
  edited: Generated<boolean>;
  deleted: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ChatAttachmentsTable {
  /** `<32 hex>.webp`, the stored file's name. */
  name: string;
  uploaded_by: string;
  /** Null until the uploader sends it with a message. */
  message_id: string | null;
  /** Its place among the message's attachments. */
  position: Generated<number>;
  created_at: CreatedAt;
}

/** One row per side of a direct conversation. */
export interface ChatConversationsTable {
  user_id: string;
  other_user_id: string;
  last_message_id: string | null;
  last_message_at: Date | null;
  /** Messages from the other side after this are unread. */
  last_read_at: Date | null;
}

export interface ChatTables {
  chat_messages: ChatMessagesTable;
  chat_attachments: ChatAttachmentsTable;
  chat_conversations: ChatConversationsTable;
}
