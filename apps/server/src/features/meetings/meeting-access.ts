import type { Meeting, MeetingRole } from '@plaza/contract';
import type { MeetingJoinTokens } from './meeting-join-token.js';
import { toMeetingDto } from './meeting.mapper.js';
import type { MeetingRepository, MeetingWithRelation } from './meeting.repository.js';

/** A meeting someone is admitted to, and as whom. */
export interface MeetingAdmission {
  meeting: Meeting;
  role: MeetingRole;
}

/** Why someone is let in: the admission and the row behind it (for the service's own checks). */
export interface Admitted extends MeetingAdmission {
  row: MeetingWithRelation;
  /**
   * When the join link that alone lets them in expires (unix seconds); null when they are let in
   * by right (creator, invitee, channel member, a public meeting).
   */
  linkOnlyUntil: number | null;
}

/**
 * Who may enter a meeting, for the API and the meeting room alike. Admitted: anyone signed in to
 * a public meeting; to a private one its creator, its invitees, the members of its channel and
 * holders of a valid join link. The creator hosts; in a webinar invitees present and everyone
 * else attends; in any other meeting everyone admitted presents. An ended meeting still admits
 * (the caller decides what an ended meeting allows: the API says canJoin false).
 */
export class MeetingAccess {
  constructor(
    private readonly meetings: MeetingRepository,
    private readonly tokens: MeetingJoinTokens,
    private readonly now: () => number,
  ) {}

  /**
   * The meeting and the member's role, or null when there is no such meeting or they may not
   * enter it: answer MEETING_NOT_FOUND either way, so nothing tells the two apart.
   */
  async forUser(slug: string, userId: string, joinToken?: string): Promise<MeetingAdmission | null> {
    const admitted = await this.admit(slug, userId, joinToken);
    return admitted && { meeting: admitted.meeting, role: admitted.role };
  }

  async admit(slug: string, userId: string, joinToken?: string): Promise<Admitted | null> {
    const row = await this.meetings.findForUser(slug, userId);
    if (!row) return null;
    const now = this.now();
    const isCreator = row.created_by === userId;
    const byRight = isCreator || row.invited || row.channel_member || row.public;
    const linkExpiry = byRight || joinToken === undefined ? null : this.tokens.verify(row.slug, joinToken, now);
    if (!byRight && linkExpiry === null) return null;
    return { meeting: toMeetingDto(row, now), role: roleOf(row, userId), row, linkOnlyUntil: linkExpiry };
  }
}

function roleOf(row: MeetingWithRelation, userId: string): MeetingRole {
  if (row.created_by === userId) return 'host';
  if (row.type === 'webinar') return row.invited ? 'presenter' : 'attendee';
  return 'presenter';
}
