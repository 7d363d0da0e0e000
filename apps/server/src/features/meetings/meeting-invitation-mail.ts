import { linkMail, type Mail } from '../mail/mail.templates.js';
import { meetingIcs } from './meeting-ics.js';

export interface InvitationMailMeeting {
  id: string;
  title: string;
  description: string;
  start: Date;
  end: Date;
  timeZone: string;
  createdAt: Date;
  /** The meeting's page. */
  url: string;
}

/**
 * When a meeting takes place, in a time zone: "Tuesday, December 1, 2026 at 10:00 AM – 11:00 AM
 * (Europe/Istanbul)"; the end carries its date too when it falls on another day.
 */
export function meetingTimeText(start: Date, end: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full' });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, timeStyle: 'short' });
  const full = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' });
  const endText = day.format(start) === day.format(end) ? time.format(end) : full.format(end);
  return `${full.format(start)} – ${endText} (${timeZone})`;
}

/**
 * The mail an invited member gets: who invites them to what and when (in their own time zone,
 * which Plaza does not keep yet, so the meeting's), a link to the meeting and the meeting as an
 * .ics calendar entry.
 */
export function meetingInvitationMail(
  appUrl: URL,
  meeting: InvitationMailMeeting,
  invitee: { email: string; fullName: string; timeZone?: string | null },
  hostName: string,
): Mail {
  const when = meetingTimeText(meeting.start, meeting.end, invitee.timeZone ?? meeting.timeZone);
  const mail = linkMail({
    to: invitee.email,
    subject: `${hostName} invited you to “${meeting.title}”`,
    greeting: `Hello ${invitee.fullName},`,
    lines: [
      `${hostName} invited you to the meeting “${meeting.title}”.`,
      `When: ${when}`,
      ...(meeting.description ? [meeting.description] : []),
      'The attached calendar entry adds it to your calendar.',
    ],
    action: 'Open the meeting',
    link: meeting.url,
    footer: 'You received this because a Plaza member invited you. Sign in to join.',
  });
  const ics = meetingIcs({
    uid: `${meeting.id}@${appUrl.hostname}`,
    stamp: meeting.createdAt,
    start: meeting.start,
    end: meeting.end,
    summary: meeting.title,
    description: meeting.description ? `${meeting.description}\n\n${meeting.url}` : meeting.url,
    url: meeting.url,
  });
  return {
    ...mail,
    attachments: [
      { filename: 'meeting.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
    ],
  };
}
