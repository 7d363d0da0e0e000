import type { MeetingRole } from '@plaza/contract';

/** What the room needs of a meeting (meet-api's Meeting entity has these fields and more). */
export interface AdmittedMeeting {
  id: string;
  slug: string;
  title: string;
  type: string;
  status: 'upcoming' | 'live' | 'ended';
  creator: { id: string };
}

/** Who may enter a meeting's room, and as what: meetings/meeting-access.ts answers it. */
export interface MeetingAccessPort {
  /** null: no such meeting, or not this user's to join (the room answers MEETING_NOT_FOUND either way). */
  forUser(
    slug: string,
    userId: string,
    joinToken?: string,
  ): Promise<{ meeting: AdmittedMeeting; role: MeetingRole } | null>;
}
