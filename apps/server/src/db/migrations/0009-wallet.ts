import { sql, type Kysely } from 'kysely';

/** Sign-in with a wallet (issue 8): the wallet linked to an account and the nonces handed out to sign. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('wallet_address', 'text').execute();
  // Stored in lower case; the check keeps it that way, the index keeps one account per wallet.
  await sql`alter table users add constraint users_wallet_address_lower check (wallet_address = lower(wallet_address))`.execute(
    db,
  );
  await db.schema.createIndex('users_wallet_address_key').unique().on('users').column('wallet_address').execute();

  await db.schema
    .createTable('wallet_nonces')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('address', 'text', (c) => c.notNull().check(sql`address = lower(address)`))
    .addColumn('nonce', 'text', (c) => c.notNull().unique())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('wallet_nonces_address_idx')
    .on('wallet_nonces')
    .columns(['address', 'created_at'])
    .execute();
  await db.schema.createIndex('wallet_nonces_expires_at_idx').on('wallet_nonces').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_nonces').execute();
  await db.schema.dropIndex('users_wallet_address_key').execute();
  await db.schema.alterTable('users').dropColumn('wallet_address').execute();
}
