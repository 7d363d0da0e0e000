import type {
  ChatConversation,
  ChatMedium,
  ChatMessage,
  ChatMessagePage,
  ChatUnreadCount,
  chatConversationsQuery,
  chatDeleteSchema,
  chatEditSchema,
  chatHistoryQuery,
  chatSendSchema,
} from '@plaza/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { ChatAttachments } from './chat-attachments.js';

export type SendInput = z.output<typeof chatSendSchema>;
export type EditInput = z.output<typeof chatEditSchema>;
export type DeleteInput = z.output<typeof chatDeleteSchema>;
export type HistoryQuery = z.output<typeof chatHistoryQuery>;
export type ConversationsQuery = z.output<typeof chatConversationsQuery>;

export interface Paged<T> {
  data: T[];
  total: number;
  limit: number;
  skip: number;
}

/**
 * Chat messages: who may send, read, edit and delete them, and their storage. Every method checks
 * the caller's rights itself; the socket handlers and routes only parse and deliver.
 *
 * - direct: only between contacts, and never to a user who blocked the sender (USER_BLOCKED_YOU,
 *   CHAT_NOT_ALLOWED); the history stays readable by both parties.
 * - post: anyone who can see the post (POST_NOT_FOUND otherwise).
 */
export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly attachments: ChatAttachments,
  ) {}

  /** Stores the message (with its attachments, claimed from the sender's uploads) before it is acknowledged. */
  async send(_userId: string, _input: SendInput): Promise<ChatMessage> {
    throw new AppError('INTERNAL_ERROR');
  }

  /** Only the author edits a message that is not deleted; NO_CHANGES_DETECTED when the text is the same. */
  async edit(_userId: string, _input: EditInput): Promise<ChatMessage> {
    throw new AppError('INTERNAL_ERROR');
  }

  /** Only the author deletes; the message is marked deleted with its text and attachments cleared. */
  async remove(_userId: string, _input: DeleteInput): Promise<ChatMessage> {
    throw new AppError('INTERNAL_ERROR');
  }

  /** A page of history, newest first, before `lastDate`. */
  async history(_userId: string, _medium: ChatMedium, _id: string, _query: HistoryQuery): Promise<ChatMessagePage> {
    throw new AppError('INTERNAL_ERROR');
  }

  async unreadCounts(_userId: string): Promise<ChatUnreadCount[]> {
    throw new AppError('INTERNAL_ERROR');
  }

  /** Marks the conversation with `otherUserId` read up to now. */
  async markRead(_userId: string, _otherUserId: string): Promise<ChatUnreadCount> {
    throw new AppError('INTERNAL_ERROR');
  }

  async conversations(_userId: string, _query: ConversationsQuery): Promise<Paged<ChatConversation>> {
    throw new AppError('INTERNAL_ERROR');
  }

  /** Whether the user may message (and so show typing to) this target: a contact not blocking them, or a visible post. */
  async canReach(_userId: string, _medium: ChatMedium, _to: string): Promise<boolean> {
    throw new AppError('INTERNAL_ERROR');
  }

  /** Whether the user can see the post (and so watch its live room). */
  async canWatch(_userId: string, _postId: string): Promise<boolean> {
    throw new AppError('INTERNAL_ERROR');
  }
}
