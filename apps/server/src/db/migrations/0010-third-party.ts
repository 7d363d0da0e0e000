import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const now = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);

/**
 * Third-party sign-in (issue 8): which provider account (issuer's subject) belongs to which user,
 * and the sign-ups waiting for a username. A pending sign-up is found by the SHA-256 of its
 * one-time token and holds only what the provider vouched for in a verified ID token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_identities')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('user_identities_pkey', ['provider', 'subject'])
    .execute();
  await sql`create index user_identities_user_idx on user_identities (user_id)`.execute(db);

  await db.schema
    .createTable('third_party_signups')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('third_party_signups').execute();
  await db.schema.dropTable('user_identities').execute();
}
