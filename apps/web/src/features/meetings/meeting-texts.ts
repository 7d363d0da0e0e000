import { MEETING, type MeetingType } from '@plaza/contract';

/** Spec 02 §8's success toast: the meeting created, with its id. */
export const meetingCreatedText = (id: string) => `Meeting created (id ${id})`;

/** What each kind is called. */
export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  instant: 'Meet now',
  planned: 'Meeting',
  webinar: 'Webinar',
  studio: 'Streaming studio',
};

/** The Plan dialog's title for each planned kind. */
export const PLAN_TITLES: Record<Exclude<MeetingType, 'instant'>, string> = {
  planned: 'Plan a meeting',
  webinar: 'Plan a webinar',
  studio: 'Plan a streaming studio',
};

/** Meet now's title: the host's meeting (the form needs one; the spec names none). */
export function instantTitle(fullName: string | undefined): string {
  const title = fullName ? `${fullName}’s meeting` : 'Meeting';
  return title.length <= MEETING.titleMax ? title : 'Meeting';
}
