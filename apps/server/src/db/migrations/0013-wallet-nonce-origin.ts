import type { Kysely } from 'kysely';

/**
 * The network (addressKey) each wallet nonce was asked for from: a signature is checked first
 * against the nonces its own caller asked for, so nonces others ask for the same wallet cannot
 * crowd its own out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallet_nonces').addColumn('requested_from', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallet_nonces').dropColumn('requested_from').execute();
}
