import type { Db } from '../../db/database.js';
import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * A message as a reply needs it: its author, and the message it answers with that message's
 * author, by join (never one query per row). Attachments come in one more query for the page.
 */
export function selectMessageView(runner: Db) {
  return runner
    .selectFrom('chat_messages as m')
    .innerJoin('users as u', 'u.id', 'm.created_by')
    .leftJoin('chat_messages as pm', 'pm.id', 'm.parent_id')
    .leftJoin('users as pu', 'pu.id', 'pm.created_by')
    .select([
      'm.id',
      'm.medium',
      'm.kind',
      'm.room_name',
      'm.created_by',
      'm.recipient_id',
      'm.post_id',
      'm.message',
      'm.edited',
      'm.deleted',
      'm.created_at',
      'm.updated_at',
      'u.full_name as author_full_name',
      'u.user_name as author_user_name',
      'u.display_photo as author_display_photo',
      'pm.id as parent_id',
      'pm.message as parent_message',
      'pm.deleted as parent_deleted',
      'pm.created_by as parent_created_by',
      'pu.full_name as parent_full_name',
      'pu.user_name as parent_user_name',
      'pu.display_photo as parent_display_photo',
    ]);
}

export type MessageViewRow = Awaited<ReturnType<ReturnType<typeof selectMessageView>['executeTakeFirstOrThrow']>>;

/**
 * The stored room of a direct conversation computed in SQL, as chat-rooms.ts directRoom does:
 * uuids compare bytewise, which is the order of their lower-case text, as in JavaScript.
 */
export function directRoomSql(a: Expression<string>, b: Expression<string>): RawBuilder<string> {
  return sql<string>`case when ${a} < ${b} then 'direct:' || ${a}::text || ':' || ${b}::text else 'direct:' || ${b}::text || ':' || ${a}::text end`;
}

/**
 * The creation time of a new message in a room: now, to the millisecond (what the API shows and
 * what a history cursor names), and always after the room's latest message, so `lastDate`
 * cursors never skip or repeat a message of the same millisecond.
 */
export function nextCreatedAt(runner: Db, roomName: string): RawBuilder<Date> {
  const latest = runner
    .selectFrom('chat_messages')
    .select('created_at')
    .where('room_name', '=', roomName)
    .orderBy('created_at', 'desc')
    .limit(1);
  return sql<Date>`greatest(date_trunc('milliseconds', now()), (${latest}) + interval '1 millisecond')`;
}
