import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Table types for Kysely; kept in step with the migrations in ./migrations. */

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  full_name: string;
  user_name: string | null;
  email: string;
  password_hash: string | null;
  display_photo: string | null;
  is_super_admin: Generated<boolean>;
  email_verified_at: Date | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A sign-in: the family that a chain of rotated refresh tokens belongs to. */
export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
  revoked_at: Date | null;
  user_agent: string | null;
  ip: string | null;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
