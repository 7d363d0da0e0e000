import { sql, type Kysely } from 'kysely';

/** One stream key per member (issue 22), kept only as its SHA-256: the key is shown once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stream_keys')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_keys').execute();
}
