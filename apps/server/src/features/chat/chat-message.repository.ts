import type { ChatAttachment, ChatMedium, ChatMessageKind } from '@plaza/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { directRoomSql, nextCreatedAt, selectMessageView, type MessageViewRow } from './chat.queries.js';

export interface NewChatMessage {
  medium: ChatMedium;
  roomName: string;
  createdBy: string;
  recipientId: string | null;
  postId: string | null;
  parentId: string | null;
  message: string;
  /** A user's text unless told (a line the server adds). */
  kind?: ChatMessageKind;
}

/** The first key of the rooms' advisory locks (two-key locks never meet the one-key locks used elsewhere). */
const ROOM_LOCK_CLASS = 8001;

/** Chat messages and their attachments' order: storage only, the rules are in ChatService. */
export class ChatMessageRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes turns with other sends to the same room until the transaction ends, so each message's
   * creation time follows the previous one's (see nextCreatedAt) across server processes too.
   */
  async lockRoom(trx: Db, roomName: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(${sql.lit(ROOM_LOCK_CLASS)}, hashtext(${roomName}))`.execute(trx);
  }

  async insert(runner: Db, input: NewChatMessage): Promise<{ id: string; created_at: Date }> {
    return runner
      .insertInto('chat_messages')
      .values({
        medium: input.medium,
        room_name: input.roomName,
        created_by: input.createdBy,
        recipient_id: input.recipientId,
        post_id: input.postId,
        parent_id: input.parentId,
        message: input.message,
        kind: input.kind ?? 'text',
        created_at: nextCreatedAt(runner, input.roomName),
        updated_at: sql<Date>`date_trunc('milliseconds', now())`,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
  }

  /** The stored message itself (no joins), locked for the edit or deletion its rights are checked for. */
  find(runner: Db, id: string) {
    return runner.selectFrom('chat_messages').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  /** Whether `id` is a message of the room that is not deleted: what a reply may answer. */
  async answerable(runner: Db, id: string, roomName: string): Promise<boolean> {
    const row = await runner
      .selectFrom('chat_messages')
      .select('id')
      .where('id', '=', id)
      .where('room_name', '=', roomName)
      .where('deleted', '=', false)
      .executeTakeFirst();
    return row !== undefined;
  }

  view(runner: Db, id: string): Promise<MessageViewRow | undefined> {
    return selectMessageView(runner).where('m.id', '=', id).executeTakeFirst();
  }

  /** Up to `limit` messages of the room before `before`, newest first. */
  page(roomName: string, before: Date | null, limit: number): Promise<MessageViewRow[]> {
    let query = selectMessageView(this.db).where('m.room_name', '=', roomName);
    if (before) query = query.where('m.created_at', '<', before);
    return query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(limit).execute();
  }

  /** The attachments of these messages, in their order within each message: one query. */
  async attachmentsOf(runner: Db, messageIds: readonly string[]): Promise<Map<string, ChatAttachment[]>> {
    const byMessage = new Map<string, ChatAttachment[]>();
    if (messageIds.length === 0) return byMessage;
    const rows = await runner
      .selectFrom('chat_attachments')
      .select(['name', 'message_id'])
      .where('message_id', 'in', messageIds)
      .orderBy('message_id')
      .orderBy('position')
      .orderBy('name')
      .execute();
    for (const row of rows) {
      if (row.message_id === null) continue;
      const list = byMessage.get(row.message_id) ?? [];
      list.push({ name: row.name });
      byMessage.set(row.message_id, list);
    }
    return byMessage;
  }

  async setText(runner: Db, id: string, message: string): Promise<void> {
    await runner
      .updateTable('chat_messages')
      .set({ message, edited: true, updated_at: sql<Date>`date_trunc('milliseconds', now())` })
      .where('id', '=', id)
      .execute();
  }

  /** Marks the message deleted and clears its text; answers false when it already was. */
  async markDeleted(runner: Db, id: string): Promise<boolean> {
    const rows = await runner
      .updateTable('chat_messages')
      .set({ deleted: true, message: '', updated_at: sql<Date>`date_trunc('milliseconds', now())` })
      .where('id', '=', id)
      .where('deleted', '=', false)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  /**
   * Per other user (or only `fromUserId`), the messages they sent the caller after the caller last read their
   * conversation (not deleted). Every direct message gives both sides a conversation row, so
   * the rows name every conversation; each count is one index range of its room.
   */
  async unreadCounts(userId: string, fromUserId?: string): Promise<{ userId: string; count: number }[]> {
    let query = this.db
      .selectFrom('chat_conversations as c')
      .innerJoin('chat_messages as m', (join) =>
        join
          .on('m.room_name', '=', directRoomSql(sql.ref('c.user_id'), sql.ref('c.other_user_id')))
          .onRef('m.created_by', '=', 'c.other_user_id')
          .on('m.deleted', '=', false)
          .on((eb) => eb.or([eb('c.last_read_at', 'is', null), eb('m.created_at', '>', eb.ref('c.last_read_at'))])),
      )
      .select(['c.other_user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('c.user_id', '=', userId)
      .groupBy('c.other_user_id')
      .orderBy('c.other_user_id');
    if (fromUserId !== undefined) query = query.where('c.other_user_id', '=', fromUserId);
    const rows = await query.execute();
    return rows.map((r) => ({ userId: r.other_user_id, count: Number(r.n) })).filter((r) => r.count > 0);
  }
}
