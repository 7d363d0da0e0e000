import { WALLET } from '@plaza/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import type { WalletNonceRow } from '../../db/schema-wallet.js';

/** Nonces handed out to wallets, and the accounts wallets are linked to. */
export class WalletRepository {
  constructor(private readonly db: Db) {}

  async insertNonce(row: {
    address: string;
    nonce: string;
    message: string;
    expiresAt: Date;
    requestedFrom: string;
  }): Promise<void> {
    await this.db
      .insertInto('wallet_nonces')
      .values({
        address: row.address,
        nonce: row.nonce,
        message: row.message,
        expires_at: row.expiresAt,
        requested_from: row.requestedFrom,
      })
      .execute();
  }

  /**
   * The wallet's unused nonces, expired ones included (to tell "expired" apart): those asked for
   * from `network` first, so others asking for the same wallet cannot push them out; newest first.
   */
  pendingNonces(address: string, network: string): Promise<WalletNonceRow[]> {
    return this.db
      .selectFrom('wallet_nonces')
      .selectAll()
      .where('address', '=', address)
      .where('used_at', 'is', null)
      .orderBy(sql`coalesce(requested_from = ${network}, false)`, 'desc')
      .orderBy('created_at', 'desc')
      .limit(WALLET.pendingNoncesChecked)
      .execute();
  }

  /** Uses a nonce up; false when it was already used or has expired (a replay or a race). */
  async consume(id: string): Promise<boolean> {
    const row = await this.db
      .updateTable('wallet_nonces')
      .set({ used_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Forgets nonces that expired a day ago, used or not. */
  async sweep(): Promise<void> {
    await this.db
      .deleteFrom('wallet_nonces')
      .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  }

  findUser(address: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('wallet_address', '=', address).executeTakeFirst();
  }
}
