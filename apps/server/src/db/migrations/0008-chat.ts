import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const now = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);
const user = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');

/**
 * Chat: messages of direct conversations and of posts' live rooms, their image attachments, and
 * one conversation row per side of each direct conversation (its latest message, for the list,
 * and when that side last read it, for unread counts). A message's room is its conversation's
 * key (`direct:<lower id>:<higher id>` or `post:<post id>`), so history is one index range.
 * Deleting a message marks it deleted; it keeps its place in the history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('medium', 'text', (c) => c.notNull().check(sql`medium in ('direct', 'post')`))
    .addColumn('room_name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', user)
    .addColumn('recipient_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'uuid', (c) => c.references('posts.id').onDelete('cascade'))
    .addColumn('parent_id', 'uuid', (c) => c.references('chat_messages.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('edited', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .addCheckConstraint(
      'chat_messages_target_check',
      sql`(medium = 'direct' and recipient_id is not null and post_id is null) or (medium = 'post' and post_id is not null and recipient_id is null)`,
    )
    .execute();
  await sql`create index chat_messages_room_idx on chat_messages (room_name, created_at desc)`.execute(db);

  await db.schema
    .createTable('chat_attachments')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('uploaded_by', 'uuid', user)
    .addColumn('message_id', 'uuid', (c) => c.references('chat_messages.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await db.schema.createIndex('chat_attachments_message_idx').on('chat_attachments').columns(['message_id']).execute();

  await db.schema
    .createTable('chat_conversations')
    .addColumn('user_id', 'uuid', user)
    .addColumn('other_user_id', 'uuid', user)
    .addColumn('last_message_id', 'uuid', (c) => c.references('chat_messages.id').onDelete('set null'))
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('last_read_at', 'timestamptz')
    .addPrimaryKeyConstraint('chat_conversations_pkey', ['user_id', 'other_user_id'])
    .execute();
  await sql`create index chat_conversations_recent_idx on chat_conversations (user_id, last_message_at desc nulls last)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_conversations').execute();
  await db.schema.dropTable('chat_attachments').execute();
  await db.schema.dropTable('chat_messages').execute();
}
