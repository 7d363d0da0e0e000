import type { ColumnType } from 'kysely';

/** A member's stream key, as its SHA-256 only (migration 0017). */
export interface StreamKeysTable {
  user_id: string;
  key_hash: string;
  created_at: ColumnType<Date, Date | undefined, Date | undefined>;
}

export interface LiveTables {
  stream_keys: StreamKeysTable;
}
