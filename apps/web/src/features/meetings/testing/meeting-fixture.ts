import { defaultUserMeetingConfig, roomConfig, type Meeting, type UserMeetingConfig } from '@plaza/contract';
import { testUser } from '../../../testing/users';

export const meetingId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The settings of a member who saved none, as GET /meeting/config/user answers them. */
export const savedConfig: UserMeetingConfig = defaultUserMeetingConfig();

/** A planned private meeting hosted by the test user; the fields a test cares about are overridden. */
export function aMeeting(overrides: Partial<Meeting> = {}): Meeting {
  return {
    id: meetingId(9),
    slug: 'standup-abc123',
    title: 'Standup',
    description: '',
    type: 'planned',
    startDate: '2026-11-28T16:30:00.000Z',
    endDate: '2026-11-28T18:30:00.000Z',
    timeZone: 'UTC',
    public: false,
    channelId: null,
    liveStream: false,
    record: false,
    joinLinkExpiryAsHours: 24,
    config: roomConfig(undefined),
    creator: { id: testUser.id, name: testUser.fullName, avatar: null },
    status: 'upcoming',
    createdAt: '2026-11-28T16:00:00.000Z',
    ...overrides,
  };
}
