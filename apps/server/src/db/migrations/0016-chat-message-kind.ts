import { sql, type Kysely } from 'kysely';

/**
 * A chat message is a user's text or a line the server adds (a missed call, issue 21): only text
 * can be edited or deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_messages')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('text')
        .check(sql`kind in ('text', 'missed_call')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').dropColumn('kind').execute();
}
