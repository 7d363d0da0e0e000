import { sql, type Kysely } from 'kysely';

/** One developer API key and secret per user; the secret is kept only hashed and encrypted. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_credentials')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('api_key', 'text', (c) => c.notNull().unique())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_credentials').execute();
}
