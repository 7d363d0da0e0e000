import type { MeetingRole } from '@plaza/contract';
import type { AdmittedMeeting, MeetingAccessPort } from './meeting-admission.js';

/**
 * TEMPORARY, until meet-api's MeetingAccess is merged: meetings registered by hand with each
 * member's role. Nobody else is admitted.
 */
export class StandInMeetingAccess implements MeetingAccessPort {
  private readonly meetings = new Map<string, { meeting: AdmittedMeeting; roles: Map<string, MeetingRole> }>();

  add(meeting: AdmittedMeeting, roles: Record<string, MeetingRole>): void {
    this.meetings.set(meeting.slug, { meeting, roles: new Map(Object.entries(roles)) });
  }

  forUser(slug: string, userId: string): Promise<{ meeting: AdmittedMeeting; role: MeetingRole } | null> {
    const entry = this.meetings.get(slug);
    const role = entry?.roles.get(userId);
    return Promise.resolve(entry && role ? { meeting: entry.meeting, role } : null);
  }
}
