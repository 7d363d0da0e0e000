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
  UserSummary,
} from '@plaza/contract';
import { CHAT } from '@plaza/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { ChatMessagesTable } from '../../db/schema-chat.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { BlockRepository } from '../contacts/block.repository.js';
import { ViewRepository } from '../posts/view.repository.js';
import { postVisible, sendRefusal, userExists } from './chat-access.js';
import type { ChatAttachments } from './chat-attachments.js';
import { ChatMessageRepository } from './chat-message.repository.js';
import { toChatMessage, toConversation } from './chat.mapper.js';
import { roomKeyOf } from './chat-rooms.js';
import { ConversationRepository } from './conversation.repository.js';

/** A new message, as the `message` event gives it (parsed). */
export interface SendInput {
  medium: ChatMedium;
  to: string;
  message: string;
  parentId?: string;
  attachments: string[];
}
export type EditInput = z.output<typeof chatEditSchema>;
/** The conversation a change names (the spec's `to` and `medium`): it must be the message's. */
export type ConversationRef = Pick<DeleteInput, 'medium' | 'to'>;
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
  private readonly messages: ChatMessageRepository;
  private readonly conversationRows: ConversationRepository;
  private readonly blocks: BlockRepository;

  constructor(
    private readonly db: Db,
    private readonly attachments: ChatAttachments,
  ) {
    this.messages = new ChatMessageRepository(db);
    this.conversationRows = new ConversationRepository(db);
    this.blocks = new BlockRepository(db);
  }

  /** Stores the message (with its attachments, claimed from the sender's uploads) before it is acknowledged. */
  async send(actor: Actor, input: SendInput): Promise<ChatMessage> {
    const userId = actor.user.id;
    const to = input.to.toLowerCase();
    const roomName = roomKeyOf(input.medium, userId, to);
    const direct = input.medium === 'direct';
    return this.db.transaction().execute(async (trx) => {
      const refusal = await sendRefusal(trx, this.blocks, userId, input.medium, to);
      if (refusal) throw new AppError(refusal);
      const parentId = input.parentId?.toLowerCase() ?? null;
      if (parentId && !(await this.messages.answerable(trx, parentId, roomName))) {
        throw new AppError('MESSAGE_NOT_FOUND');
      }
      await this.messages.lockRoom(trx, roomName);
      const stored = await this.messages.insert(trx, {
        medium: input.medium,
        roomName,
        createdBy: userId,
        recipientId: direct ? to : null,
        postId: direct ? null : to,
        parentId,
        message: input.message,
      });
      const attachments =
        input.attachments.length > 0 ? await this.attachments.claim(trx, userId, input.attachments, stored.id) : [];
      if (direct) {
        await this.conversationRows.recordMessage(trx, {
          id: stored.id,
          createdAt: stored.created_at,
          senderId: userId,
          recipientId: to,
        });
      }
      return toChatMessage(await this.read(trx, stored.id), attachments);
    });
  }

  /**
   * Only the author edits a message that is not deleted; NO_CHANGES_DETECTED when the text is the
   * same. `where`, when the edit names its conversation (the spec's form), must be the message's.
   */
  async edit(actor: Actor, input: EditInput, where?: ConversationRef): Promise<ChatMessage> {
    const userId = actor.user.id;
    return this.db.transaction().execute(async (trx) => {
      const message = await this.partyMessage(trx, userId, input.id);
      if (where && !inConversation(message, userId, where)) throw new AppError('MESSAGE_NOT_FOUND');
      if (message.deleted) throw new AppError('MESSAGE_NOT_FOUND');
      if (message.created_by !== userId || message.kind !== 'text') throw new AppError('NOT_AUTHORIZED');
      if (message.message === input.message) throw new AppError('NO_CHANGES_DETECTED');
      await this.messages.setText(trx, message.id, input.message);
      return this.readWithAttachments(trx, message.id);
    });
  }

  /** Only the author deletes; the message is marked deleted with its text and attachments cleared. */
  async remove(actor: Actor, input: DeleteInput): Promise<ChatMessage> {
    const userId = actor.user.id;
    return this.db.transaction().execute(async (trx) => {
      const message = await this.partyMessage(trx, userId, input.id);
      if (!inConversation(message, userId, input)) throw new AppError('MESSAGE_NOT_FOUND');
      if (message.created_by !== userId || message.kind !== 'text') throw new AppError('NOT_AUTHORIZED');
      if (message.deleted || !(await this.messages.markDeleted(trx, message.id))) {
        throw new AppError('MESSAGE_NOT_DELETED');
      }
      return toChatMessage(await this.read(trx, message.id), []);
    });
  }

  /**
   * The "missed call" line of a call nobody answered, in the caller's and callee's conversation
   * (from the caller), inside the caller's transaction. Neither party can edit or delete it.
   */
  async addMissedCall(trx: Db, callerId: string, calleeId: string): Promise<ChatMessage> {
    const roomName = roomKeyOf('direct', callerId, calleeId);
    await this.messages.lockRoom(trx, roomName);
    const stored = await this.messages.insert(trx, {
      medium: 'direct',
      kind: 'missed_call',
      roomName,
      createdBy: callerId,
      recipientId: calleeId,
      postId: null,
      parentId: null,
      message: CHAT.missedCallText,
    });
    await this.conversationRows.recordMessage(trx, {
      id: stored.id,
      createdAt: stored.created_at,
      senderId: callerId,
      recipientId: calleeId,
    });
    return toChatMessage(await this.read(trx, stored.id), []);
  }

  /** A page of history, newest first, before `lastDate`. */
  async history(actor: Actor, medium: ChatMedium, id: string, query: HistoryQuery): Promise<ChatMessagePage> {
    const userId = actor.user.id;
    const target = id.toLowerCase();
    if (medium === 'direct') {
      if (!(await userExists(this.db, target))) throw new AppError('USER_NOT_FOUND');
    } else if (!(await postVisible(this.db, userId, target))) {
      throw new AppError('POST_NOT_FOUND');
    }
    const before = query.lastDate ? new Date(query.lastDate) : null;
    const rows = await this.messages.page(roomKeyOf(medium, userId, target), before, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const attachments = await this.messages.attachmentsOf(
      this.db,
      page.map((r) => r.id),
    );
    return {
      data: page.map((row) => toChatMessage(row, attachments.get(row.id) ?? [])),
      limit: query.limit,
      hasMore: rows.length > query.limit,
    };
  }

  async unreadCounts(actor: Actor): Promise<ChatUnreadCount[]> {
    return this.messages.unreadCounts(actor.user.id);
  }

  /** The caller's unread messages from one user; USER_NOT_FOUND when there is no such user. */
  async unreadFrom(actor: Actor, otherUserId: string): Promise<ChatUnreadCount> {
    const userId = actor.user.id;
    const other = otherUserId.toLowerCase();
    if (!(await userExists(this.db, other))) throw new AppError('USER_NOT_FOUND');
    const counts = await this.messages.unreadCounts(userId, other);
    return { userId: other, count: counts[0]?.count ?? 0 };
  }

  /** Marks the conversation with `otherUserId` read up to now. */
  async markRead(actor: Actor, otherUserId: string): Promise<ChatUnreadCount> {
    const userId = actor.user.id;
    const other = otherUserId.toLowerCase();
    if (!(await userExists(this.db, other))) throw new AppError('USER_NOT_FOUND');
    await this.conversationRows.markRead(userId, other);
    return { userId: other, count: 0 };
  }

  async conversations(actor: Actor, query: ConversationsQuery): Promise<Paged<ChatConversation>> {
    const userId = actor.user.id;
    const { rows, total } = await this.conversationRows.page({
      userId,
      search: query.search,
      limit: query.limit,
      skip: query.skip,
    });
    return { data: rows.map((row) => toConversation(row, userId)), total, limit: query.limit, skip: query.skip };
  }

  /** Whether the user may message (and so show typing to) this target: a contact not blocking them, or a visible post. */
  async canReach(actor: Actor, medium: ChatMedium, to: string): Promise<boolean> {
    return (await sendRefusal(this.db, this.blocks, actor.user.id, medium, to.toLowerCase())) === null;
  }

  /** Whether the user can see the post (and so watch its live room). */
  async canWatch(actor: Actor, postId: string): Promise<boolean> {
    return postVisible(this.db, actor.user.id, postId.toLowerCase());
  }

  /**
   * Watching a live is a view, counted as a watch report counts one (once per user per window), so
   * an ended live shows how many watched it. A room joined while the post is not live counts nothing.
   */
  async countLiveView(actor: Actor, postId: string): Promise<void> {
    const views = new ViewRepository();
    await this.db.transaction().execute(async (trx) => {
      const live = await trx
        .selectFrom('posts')
        .select('id')
        .where('id', '=', postId.toLowerCase())
        .where('streaming', '=', true)
        .executeTakeFirst();
      if (live && (await views.openWindow(trx, live.id, actor.user.id))) await views.viewsCount(trx, live.id, true);
    });
  }

  /** The user as chat events name them (typing); USER_NOT_FOUND when there is no such user. */
  async userSummary(userId: string): Promise<UserSummary> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'full_name', 'user_name', 'display_photo'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new AppError('USER_NOT_FOUND');
    return { id: row.id, fullName: row.full_name, userName: row.user_name, displayPhoto: row.display_photo };
  }

  /**
   * The message, locked for the change, when the caller is a party of its conversation: its
   * sender or recipient, or someone who can see its post. Anyone else gets MESSAGE_NOT_FOUND.
   */
  private async partyMessage(trx: Db, userId: string, id: string) {
    const message = await this.messages.find(trx, id.toLowerCase());
    if (!message) throw new AppError('MESSAGE_NOT_FOUND');
    const party =
      message.medium === 'direct'
        ? message.created_by === userId || message.recipient_id === userId
        : message.post_id !== null && (await postVisible(trx, userId, message.post_id));
    if (!party) throw new AppError('MESSAGE_NOT_FOUND');
    return message;
  }

  private async read(runner: Db, id: string) {
    const row = await this.messages.view(runner, id);
    if (!row) throw new AppError('MESSAGE_NOT_FOUND');
    return row;
  }

  private async readWithAttachments(runner: Db, id: string): Promise<ChatMessage> {
    const [row, attachments] = await Promise.all([this.read(runner, id), this.messages.attachmentsOf(runner, [id])]);
    return toChatMessage(row, attachments.get(id) ?? []);
  }
}

type StoredRef = Pick<ChatMessagesTable, 'medium' | 'created_by' | 'recipient_id' | 'post_id'>;

/** Whether the conversation named (medium, to: the other user or the post) is the message's, from the caller's side. */
function inConversation(message: StoredRef, userId: string, where: ConversationRef): boolean {
  const target =
    message.medium === 'direct'
      ? message.created_by === userId
        ? message.recipient_id
        : message.created_by
      : message.post_id;
  return where.medium === message.medium && where.to.toLowerCase() === target;
}
