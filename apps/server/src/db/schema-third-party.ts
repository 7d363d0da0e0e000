import type { ColumnType, Selectable } from 'kysely';

/** Third-party sign-in (migration 0010); part of `Database`. */

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UserIdentitiesTable {
  provider: string;
  /** The `sub` claim of the provider's ID token. */
  subject: string;
  user_id: string;
  email: string;
  created_at: CreatedAt;
}

export interface ThirdPartySignupsTable {
  token_hash: string;
  provider: string;
  subject: string;
  email: string;
  full_name: string;
  expires_at: Date;
  created_at: CreatedAt;
}

export type ThirdPartySignupRow = Selectable<ThirdPartySignupsTable>;

export interface ThirdPartyTables {
  user_identities: UserIdentitiesTable;
  third_party_signups: ThirdPartySignupsTable;
}
