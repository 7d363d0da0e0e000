import { MEMBERSHIP_PLANS, type UserMembership } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { formatKilobytes, formatMinutes, limitRows } from './membership-limits';

const free: UserMembership = {
  plan: { code: 'free', name: 'Free', limits: { ...MEMBERSHIP_PLANS.free.limits } },
  used: { zoneCount: 1, channelCount: 4, streamCount: 2 },
};

describe('the membership limits', () => {
  it('lists every limit with a readable label, in the contract order', () => {
    expect(limitRows(free).map((row) => row.label)).toEqual([
      'Channels you create',
      'Meetings',
      'Meeting length',
      'Participants per meeting',
      'Live streams',
      'Streaming studios',
      'Video size',
      'Webinars',
      'Zones you create',
    ]);
  });

  it('shows what is used of the zone, channel and stream limits only', () => {
    const rows = Object.fromEntries(limitRows(free).map((row) => [row.key, row]));
    expect(rows.zoneCount?.used).toEqual({ count: 1, of: MEMBERSHIP_PLANS.free.limits.zoneCount });
    expect(rows.channelCount?.used).toEqual({ count: 4, of: MEMBERSHIP_PLANS.free.limits.channelCount });
    expect(rows.streamCount?.used).toEqual({ count: 2, of: MEMBERSHIP_PLANS.free.limits.streamCount });
    expect(rows.meetingCount?.used).toBeNull();
  });

  it('formats the values', () => {
    const rows = Object.fromEntries(limitRows(free).map((row) => [row.key, row.limit]));
    expect(rows.videoSizeKb).toBe('512 MB');
    expect(rows.meetingDurationMinutes).toBe('1 hour');
  });

  it('writes minutes as hours when they are whole hours', () => {
    expect(formatMinutes(240)).toBe('4 hours');
    expect(formatMinutes(90)).toBe('90 minutes');
    expect(formatMinutes(1)).toBe('1 minute');
  });

  it('writes kilobytes in the largest fitting unit', () => {
    expect(formatKilobytes(512)).toBe('512 KB');
    expect(formatKilobytes(4 * 1024 * 1024)).toBe('4 GB');
    expect(formatKilobytes(1536)).toBe('1.5 MB');
    expect(formatKilobytes(1023)).toBe('1,023 KB');
  });
});
