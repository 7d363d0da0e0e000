import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { likePattern } from '../channels/channel.queries.js';
import { directRoomSql } from './chat.queries.js';

export interface ConversationPageFilter {
  userId: string;
  search?: string | undefined;
  limit: number;
  skip: number;
}

/** One row per side of a direct conversation: its latest message (the list) and the side's read mark (unread counts). */
export class ConversationRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records a new message on both sides. The sender has read everything up to it; the
   * recipient's read mark stays. A row never moves back to an older message.
   */
  async recordMessage(
    runner: Db,
    message: { id: string; createdAt: Date; senderId: string; recipientId: string },
  ): Promise<void> {
    const { id, createdAt, senderId, recipientId } = message;
    await runner
      .insertInto('chat_conversations')
      .values([
        {
          user_id: senderId,
          other_user_id: recipientId,
          last_message_id: id,
          last_message_at: createdAt,
          last_read_at: createdAt,
        },
        { user_id: recipientId, other_user_id: senderId, last_message_id: id, last_message_at: createdAt },
      ])
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'other_user_id'])
          .doUpdateSet((eb) => ({
            last_message_id: eb.ref('excluded.last_message_id'),
            last_message_at: eb.ref('excluded.last_message_at'),
            last_read_at: sql<Date | null>`coalesce(excluded.last_read_at, chat_conversations.last_read_at)`,
          }))
          .where((eb) =>
            eb.or([
              eb('chat_conversations.last_message_at', 'is', null),
              eb('chat_conversations.last_message_at', '<=', eb.ref('excluded.last_message_at')),
            ]),
          ),
      )
      .execute();
  }

  async markRead(userId: string, otherUserId: string): Promise<void> {
    await this.db
      .insertInto('chat_conversations')
      .values({
        user_id: userId,
        other_user_id: otherUserId,
        last_message_id: null,
        last_message_at: null,
        last_read_at: sql<Date>`now()`,
      })
      .onConflict((oc) => oc.columns(['user_id', 'other_user_id']).doUpdateSet({ last_read_at: sql<Date>`now()` }))
      .execute();
  }

  /** One page of the caller's conversations and the count of all that match: two queries. */
  async page(filter: ConversationPageFilter) {
    const { userId } = filter;
    const [rows, count] = await Promise.all([
      this.matching(filter)
        .leftJoin('chat_conversations as c', (join) =>
          join.onRef('c.other_user_id', '=', 'u.id').on('c.user_id', '=', userId),
        )
        .leftJoin('chat_messages as lm', 'lm.id', 'c.last_message_id')
        .select((eb) => [
          'u.id',
          'u.full_name',
          'u.user_name',
          'u.display_photo',
          'u.last_online_at',
          'lm.id as last_id',
          'lm.message as last_message',
          'lm.created_by as last_created_by',
          'lm.created_at as last_created_at',
          'lm.deleted as last_deleted',
          eb
            .selectFrom('chat_attachments as a')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .whereRef('a.message_id', '=', 'lm.id')
            .as('last_attachment_count'),
          eb
            .selectFrom('chat_messages as um')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .where('um.room_name', '=', directRoomSql(sql.val(userId), sql.ref('u.id')))
            .whereRef('um.created_by', '=', 'u.id')
            .where('um.deleted', '=', false)
            .where((sub) =>
              sub.or([sub('c.last_read_at', 'is', null), sub('um.created_at', '>', sub.ref('c.last_read_at'))]),
            )
            .as('unread_count'),
          eb
            .exists(
              eb
                .selectFrom('contacts as k')
                .select('k.id')
                .where('k.user_id', '=', userId)
                .whereRef('k.contact_user_id', '=', 'u.id'),
            )
            .as('is_contact'),
          eb
            .exists(
              eb
                .selectFrom('user_blocks as b')
                .select('b.blocker_id')
                .whereRef('b.blocker_id', '=', 'u.id')
                .where('b.blocked_id', '=', userId),
            )
            .as('blocked_me'),
        ])
        .orderBy(sql`c.last_message_at desc nulls last`)
        .orderBy('u.full_name')
        .orderBy('u.id')
        .limit(filter.limit)
        .offset(filter.skip)
        .execute(),
      this.matching(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** The caller's contacts and everyone they have messages with, narrowed by name or username. */
  private matching(filter: ConversationPageFilter) {
    const { userId, search } = filter;
    const people = this.db
      .selectFrom('contacts')
      .select('contact_user_id as person_id')
      .where('user_id', '=', userId)
      .union(
        this.db
          .selectFrom('chat_conversations')
          .select('other_user_id as person_id')
          .where('user_id', '=', userId)
          .where('last_message_at', 'is not', null),
      );
    let query = this.db.selectFrom(people.as('people')).innerJoin('users as u', 'u.id', 'people.person_id');
    if (search) {
      const pattern = likePattern(search);
      query = query.where((eb) => eb.or([eb('u.full_name', 'ilike', pattern), eb('u.user_name', 'ilike', pattern)]));
    }
    return query;
  }
}

export type ConversationRow = Awaited<ReturnType<ConversationRepository['page']>>['rows'][number];
