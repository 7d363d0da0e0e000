import { MEETING } from '@plaza/contract';
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const now = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);
const user = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');
const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(false);
const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Meetings (Meet now, planned, webinars, streaming studios), whom each invites, and each member's
 * saved room settings. A meeting's status is not stored: it follows from its dates and `ended_at`
 * (set when the host ends it). A meeting of a channel that is deleted loses its channel and stays
 * private. A meeting_invitation notification names its meeting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meetings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'uuid', user)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in (${quoted(MEETING.types)})`))
    .addColumn('start_date', 'timestamptz', (c) => c.notNull())
    .addColumn('end_date', 'timestamptz', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('public', 'boolean', flag)
    .addColumn('channel_id', 'uuid', (c) => c.references('channels.id').onDelete('set null'))
    .addColumn('live_stream', 'boolean', flag)
    .addColumn('record', 'boolean', flag)
    .addColumn('join_link_expiry_hours', 'integer', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addCheckConstraint('meetings_end_after_start', sql`end_date > start_date`)
    .addCheckConstraint('meetings_channel_not_public', sql`not (public and channel_id is not null)`)
    .execute();
  await sql`create index meetings_creator_start_idx on meetings (created_by, start_date)`.execute(db);
  await sql`create index meetings_creator_created_idx on meetings (created_by, created_at)`.execute(db);
  await sql`create index meetings_channel_idx on meetings (channel_id) where channel_id is not null`.execute(db);

  await db.schema
    .createTable('meeting_invitations')
    .addColumn('meeting_id', 'uuid', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', user)
    .addColumn('created_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('meeting_invitations_pk', ['meeting_id', 'user_id'])
    .execute();
  await sql`create index meeting_invitations_user_idx on meeting_invitations (user_id)`.execute(db);

  await db.schema
    .createTable('user_meeting_configs')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('jitsi_config', 'jsonb', (c) => c.notNull())
    .addColumn('privacy_config', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', now)
    .execute();

  await db.schema
    .alterTable('notifications')
    .addColumn('meeting_id', 'uuid', (c) => c.references('meetings.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('meeting_id').execute();
  await db.schema.dropTable('user_meeting_configs').execute();
  await db.schema.dropTable('meeting_invitations').execute();
  await db.schema.dropTable('meetings').execute();
}
