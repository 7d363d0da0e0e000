import type { RoleCode } from '@plaza/contract';
import type { PostTables } from './schema-posts.js';
import type { SocialTables } from './schema-social.js';
import type { ChatTables } from './schema-chat.js';
import type { WalletTables } from './schema-wallet.js';
import type { ThirdPartyTables } from './schema-third-party.js';
import type { LiveTables } from './schema-live.js';
import type { MeetingTables } from './schema-meetings.js';
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
  /** A code of MEMBERSHIP_PLANS in the contract. */
  membership_plan: Generated<string>;
  /** The post pinned to the user's profile. */
  featured_post_id: string | null;
  /** When the user's last socket closed (presence); null until then. */
  last_online_at: Date | null;
  /** The linked wallet (issue 8), lower case; null for none. */
  wallet_address: string | null;
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

/** A user's developer API key; the secret only as a SHA-256 hash and AES-256-GCM ciphertext. */
export interface ApiCredentialsTable {
  user_id: string;
  api_key: string;
  secret_hash: string;
  secret_encrypted: string;
  created_at: CreatedAt;
}

/** The durable job queue (jobs/job-queue.ts). */
export interface JobsTable {
  id: Generated<string>;
  kind: string;
  /** JSON; written with an explicit jsonb cast so both drivers store it alike. */
  payload: unknown;
  run_at: ColumnType<Date, Date | undefined, Date>;
  attempts: Generated<number>;
  last_error: string | null;
  done_at: Date | null;
  /** Set when the job's last attempt failed: it is never run again (jobs/job-kinds.ts `maxAttempts`). */
  dead_at: Date | null;
  locked_until: Date | null;
  created_at: CreatedAt;
}

/** Mails kept instead of sent when no SMTP server is configured. */
export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  created_at: CreatedAt;
}

export type UserTokenPurpose = 'verify_email' | 'reset_password';

/** Single-use, expiring links e-mailed to a user; only the token's SHA-256 is stored. */
export interface UserTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: UserTokenPurpose;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface ZonesTable {
  id: Generated<string>;
  name: string;
  subdomain: string;
  description: Generated<string>;
  public: Generated<boolean>;
  display_photo: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface ZoneRolesTable {
  id: Generated<string>;
  zone_id: string;
  role_code: RoleCode;
  can_create_channel: boolean;
  can_invite: boolean;
  can_delete: boolean;
  can_edit: boolean;
  can_manage_role: boolean;
}

export interface UserZonesTable {
  id: Generated<string>;
  user_id: string;
  zone_id: string;
  zone_role_id: string;
  created_at: CreatedAt;
}

export interface ChannelsTable {
  id: Generated<string>;
  zone_id: string;
  name: string;
  description: Generated<string>;
  public: Generated<boolean>;
  display_photo: string | null;
  background_photo: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface ChannelRolesTable {
  id: Generated<string>;
  channel_id: string;
  role_code: RoleCode;
  can_invite: boolean;
  can_delete: boolean;
  can_edit: boolean;
  can_manage_role: boolean;
}

export interface UserChannelsTable {
  id: Generated<string>;
  user_id: string;
  channel_id: string;
  channel_role_id: string;
  /** When the user last looked at the channel; posts newer than this are unseen. */
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
  created_at: CreatedAt;
}

export type InvitationType = 'ZONE' | 'CHANNEL' | 'CONTACT';

/** Addressed to an e-mail (lower case), so people without an account can be invited. */
export interface InvitationsTable {
  id: Generated<string>;
  type: InvitationType;
  created_by: string;
  email: string;
  zone_id: string | null;
  channel_id: string | null;
  /** A contact invitation to a member names them (migration 0007). */
  invitee_id: Generated<string | null>;
  response: 'ACCEPTED' | 'REJECTED' | null;
  responded_at: Date | null;
  created_at: CreatedAt;
}

export interface Database
  extends PostTables, SocialTables, ChatTables, WalletTables, ThirdPartyTables, LiveTables, MeetingTables {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  jobs: JobsTable;
  mail_outbox: MailOutboxTable;
  user_tokens: UserTokensTable;
  api_credentials: ApiCredentialsTable;
  zones: ZonesTable;
  zone_roles: ZoneRolesTable;
  user_zones: UserZonesTable;
  channels: ChannelsTable;
  channel_roles: ChannelRolesTable;
  user_channels: UserChannelsTable;
  invitations: InvitationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ApiCredentialRow = Selectable<ApiCredentialsTable>;
export type JobRow = Selectable<JobsTable>;
export type ZoneRow = Selectable<ZonesTable>;
export type ZoneRoleRow = Selectable<ZoneRolesTable>;
export type ChannelRow = Selectable<ChannelsTable>;
export type ChannelRoleRow = Selectable<ChannelRolesTable>;
export type InvitationRow = Selectable<InvitationsTable>;
