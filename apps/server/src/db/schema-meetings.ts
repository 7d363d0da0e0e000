import type { MeetingType } from '@plaza/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** JSON; written with an explicit jsonb cast so both drivers store it alike. */
type Json = ColumnType<unknown, unknown, unknown>;

/** A meeting (migration 0018); its status follows from the dates and `ended_at`. */
export interface MeetingsTable {
  id: Generated<string>;
  slug: string;
  created_by: string;
  title: string;
  description: Generated<string>;
  type: MeetingType;
  start_date: Date;
  end_date: Date;
  time_zone: string;
  public: Generated<boolean>;
  channel_id: string | null;
  live_stream: Generated<boolean>;
  record: Generated<boolean>;
  join_link_expiry_hours: number;
  config: Json;
  ended_at: Date | null;
  created_at: CreatedAt;
}

/** A member invited to a meeting. */
export interface MeetingInvitationsTable {
  meeting_id: string;
  user_id: string;
  created_at: CreatedAt;
}

/** A member's saved room settings (GET /meeting/config/user); none saved: the defaults. */
export interface UserMeetingConfigsTable {
  user_id: string;
  jitsi_config: Json;
  privacy_config: Json;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface MeetingTables {
  meetings: MeetingsTable;
  meeting_invitations: MeetingInvitationsTable;
  user_meeting_configs: UserMeetingConfigsTable;
}

export type MeetingRow = Selectable<MeetingsTable>;
