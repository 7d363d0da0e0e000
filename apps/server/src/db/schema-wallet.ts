import type { ColumnType, Generated, Selectable } from 'kysely';

/** A nonce handed out for a wallet to sign (EIP-4361): single-use, expiring. */
export interface WalletNoncesTable {
  id: Generated<string>;
  /** Lower case. */
  address: string;
  nonce: string;
  /** The exact message the wallet is asked to sign. */
  message: string;
  expires_at: Date;
  used_at: Date | null;
  /** The network (addressKey) the nonce was asked for from; null for nonces older than the column. */
  requested_from: ColumnType<string | null, string | null | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface WalletTables {
  wallet_nonces: WalletNoncesTable;
}

export type WalletNonceRow = Selectable<WalletNoncesTable>;
