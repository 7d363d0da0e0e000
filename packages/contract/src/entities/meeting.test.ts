import { describe, expect, it } from 'vitest';
import { MEETING } from '../limits.js';
import { isOnMeetingStep, planForLaterDefaults, roundUpToMeetingStep } from '../meeting-time.js';
import { meetingMessages } from '../messages.js';
import { meetingCreateBody } from './meeting.js';

const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const HOUR = 3_600_000;
const nextStep = () => roundUpToMeetingStep(new Date(Date.now() + HOUR));
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR).toISOString();

function problems(body: unknown): string[] {
  const result = meetingCreateBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('meeting time', () => {
  it('rounds up to the next half hour and keeps a time already on a step', () => {
    expect(roundUpToMeetingStep(new Date('2026-05-01T10:01:00Z')).toISOString()).toBe('2026-05-01T10:30:00.000Z');
    expect(roundUpToMeetingStep(new Date('2026-05-01T10:30:00Z')).toISOString()).toBe('2026-05-01T10:30:00.000Z');
    expect(roundUpToMeetingStep(new Date('2026-05-01T10:30:00.001Z')).toISOString()).toBe('2026-05-01T11:00:00.000Z');
  });

  it('plans for later from the next step, two hours long', () => {
    const { startDate, endDate } = planForLaterDefaults(new Date('2026-05-01T23:45:00Z'));
    expect([startDate.toISOString(), endDate.toISOString()]).toEqual([
      '2026-05-02T00:00:00.000Z',
      '2026-05-02T02:00:00.000Z',
    ]);
  });

  it('reads the step in the offset the time is written with', () => {
    expect(isOnMeetingStep('2026-05-01T10:30:00+05:45')).toBe(true);
    expect(isOnMeetingStep('2026-05-01T10:00:00.000Z')).toBe(true);
    expect(isOnMeetingStep('2026-05-01T10:15:00Z')).toBe(false);
    expect(isOnMeetingStep('2026-05-01T10:30:01Z')).toBe(false);
    expect(isOnMeetingStep('2026-05-01T10:30:00.500Z')).toBe(false);
  });
});

describe('the meeting form', () => {
  it('takes Meet now with only a title and fills the defaults', () => {
    const parsed = meetingCreateBody.parse({ title: 'Stand-up' });
    expect(parsed).toMatchObject({
      title: 'Stand-up',
      description: '',
      planForLater: false,
      timeZone: 'UTC',
      public: false,
      liveStream: false,
      record: false,
      joinLinkExpiryAsHours: MEETING.linkExpiryDefaultHours,
      saveConfig: false,
      invitationIds: [],
    });
  });

  it('takes a planned meeting on half-hour steps', () => {
    const start = nextStep();
    expect(
      problems({ title: 'Plan', planForLater: true, startDate: start.toISOString(), endDate: at(start, 1) }),
    ).toEqual([]);
  });

  it.each([
    ['a title over 64', { title: 'x'.repeat(65) }, `Title: Please enter up to 64 characters long`],
    ['no title', {}, 'Title is required'],
    [
      'a channel meeting made public',
      { title: 'T', public: true, channelId: uuidOf(1) },
      meetingMessages.publicChannel,
    ],
    ['live stream and record', { title: 'T', liveStream: true, record: true }, meetingMessages.liveStreamAndRecord],
    ['an expiry off the list', { title: 'T', joinLinkExpiryAsHours: 5 }, meetingMessages.linkExpiry],
    ['an unknown time zone', { title: 'T', timeZone: 'Mars/Olympus' }, meetingMessages.unknownTimeZone],
    [
      'Meet now planned for later',
      {
        title: 'T',
        type: 'instant',
        planForLater: true,
        startDate: nextStep().toISOString(),
        endDate: at(nextStep(), 1),
      },
      meetingMessages.instantPlanned,
    ],
    ['planned without dates', { title: 'T', planForLater: true }, meetingMessages.startRequired],
    [
      'a start in the past',
      { title: 'T', planForLater: true, startDate: at(nextStep(), -3), endDate: at(nextStep(), 1) },
      meetingMessages.startInPast,
    ],
    [
      'a start past 30 days',
      { title: 'T', planForLater: true, startDate: at(nextStep(), 31 * 24), endDate: at(nextStep(), 31 * 24 + 1) },
      meetingMessages.startTooLate,
    ],
    [
      'an end before the start',
      { title: 'T', planForLater: true, startDate: at(nextStep(), 2), endDate: at(nextStep(), 1) },
      meetingMessages.endBeforeStart,
    ],
    [
      'an end past 90 days',
      { title: 'T', planForLater: true, startDate: at(nextStep(), 1), endDate: at(nextStep(), 91 * 24) },
      meetingMessages.endTooLate,
    ],
    [
      'a start off the steps',
      { title: 'T', planForLater: true, startDate: at(nextStep(), 0.25), endDate: at(nextStep(), 2) },
      meetingMessages.notOnStep('Start date'),
    ],
    [
      'a repeated toolbar button',
      { title: 'T', config: { toolbarButtons: ['chat', 'chat'] } },
      meetingMessages.repeatedToolbarButton,
    ],
    [
      'an unknown toolbar button',
      { title: 'T', config: { toolbarButtons: ['teleport'] } },
      `Toolbar button must be one of ${MEETING.toolbarButtons.join(', ')}`,
    ],
    [
      'too many invitees',
      { title: 'T', invitationIds: Array.from({ length: MEETING.invitationsMax + 1 }, (_, i) => uuidOf(i)) },
      `This field must be smaller than or equal to ${MEETING.invitationsMax}`,
    ],
  ])('refuses %s', (_, body, message) => {
    expect(problems(body)).toContain(message);
  });
});
