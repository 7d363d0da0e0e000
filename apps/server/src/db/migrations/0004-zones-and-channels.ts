import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const id = (c: ColumnDefinitionBuilder) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);

/** Zones, channels, their roles and memberships, invitations, and each user's membership plan. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('membership_plan', 'text', (c) => c.notNull().defaultTo('free'))
    .execute();

  await db.schema
    .createTable('zones')
    .addColumn('id', 'uuid', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subdomain', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('display_photo', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index zones_subdomain_key on zones (lower(subdomain))`.execute(db);

  await db.schema
    .createTable('zone_roles')
    .addColumn('id', 'uuid', id)
    .addColumn('zone_id', 'uuid', (c) => c.notNull().references('zones.id').onDelete('cascade'))
    .addColumn('role_code', 'text', (c) => c.notNull())
    .addColumn('can_create_channel', 'boolean', (c) => c.notNull())
    .addColumn('can_invite', 'boolean', (c) => c.notNull())
    .addColumn('can_delete', 'boolean', (c) => c.notNull())
    .addColumn('can_edit', 'boolean', (c) => c.notNull())
    .addColumn('can_manage_role', 'boolean', (c) => c.notNull())
    .addUniqueConstraint('zone_roles_zone_code_key', ['zone_id', 'role_code'])
    .execute();

  await db.schema
    .createTable('user_zones')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('zone_id', 'uuid', (c) => c.notNull().references('zones.id').onDelete('cascade'))
    .addColumn('zone_role_id', 'uuid', (c) => c.notNull().references('zone_roles.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_zones_user_zone_key', ['user_id', 'zone_id'])
    .execute();
  await db.schema.createIndex('user_zones_zone_id_idx').on('user_zones').column('zone_id').execute();

  await db.schema
    .createTable('channels')
    .addColumn('id', 'uuid', id)
    .addColumn('zone_id', 'uuid', (c) => c.notNull().references('zones.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('display_photo', 'text')
    .addColumn('background_photo', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('channels_zone_id_idx').on('channels').column('zone_id').execute();

  await db.schema
    .createTable('channel_roles')
    .addColumn('id', 'uuid', id)
    .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('role_code', 'text', (c) => c.notNull())
    .addColumn('can_invite', 'boolean', (c) => c.notNull())
    .addColumn('can_delete', 'boolean', (c) => c.notNull())
    .addColumn('can_edit', 'boolean', (c) => c.notNull())
    .addColumn('can_manage_role', 'boolean', (c) => c.notNull())
    .addUniqueConstraint('channel_roles_channel_code_key', ['channel_id', 'role_code'])
    .execute();

  await db.schema
    .createTable('user_channels')
    .addColumn('id', 'uuid', id)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('channel_role_id', 'uuid', (c) => c.notNull().references('channel_roles.id'))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_channels_user_channel_key', ['user_id', 'channel_id'])
    .execute();
  await db.schema.createIndex('user_channels_channel_id_idx').on('user_channels').column('channel_id').execute();

  // An invitation is addressed to an e-mail, so people without an account can be invited too;
  // it reaches the account whose e-mail matches. Neither zone nor channel: a contact invitation.
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'uuid', id)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('zone_id', 'uuid', (c) => c.references('zones.id').onDelete('cascade'))
    .addColumn('channel_id', 'uuid', (c) => c.references('channels.id').onDelete('cascade'))
    .addColumn('response', 'text')
    .addColumn('responded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index invitations_email_idx on invitations (lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'invitations',
    'user_channels',
    'channel_roles',
    'channels',
    'user_zones',
    'zone_roles',
    'zones',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('membership_plan').execute();
}
