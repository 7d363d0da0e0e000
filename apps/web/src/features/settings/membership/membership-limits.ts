import { MEMBERSHIP_LIMIT_KEYS, type MembershipLimitKey, type UserMembership } from '@plaza/contract';

type Format = 'count' | 'minutes' | 'kilobytes';

/**
 * The limits of spec 02 §6 as the membership page names them. `streamMeeting` is not among the
 * spec's plan limits and its meaning is not shown, so the page does not list it.
 */
const LIMITS: Record<MembershipLimitKey, { label: string; format: Format } | null> = {
  channelCount: { label: 'Channels you create', format: 'count' },
  meetingCount: { label: 'Meetings', format: 'count' },
  meetingDurationMinutes: { label: 'Meeting length', format: 'minutes' },
  meetingMaxParticipants: { label: 'Participants per meeting', format: 'count' },
  streamCount: { label: 'Live streams', format: 'count' },
  streamMeeting: null,
  streamingStudioCount: { label: 'Streaming studios', format: 'count' },
  videoSizeKb: { label: 'Video size', format: 'kilobytes' },
  webinarCount: { label: 'Webinars', format: 'count' },
  zoneCount: { label: 'Zones you create', format: 'count' },
};

const number = new Intl.NumberFormat('en-US');

/** 60 → '1 hour', 240 → '4 hours', 90 → '90 minutes'. */
export function formatMinutes(minutes: number): string {
  if (minutes % 60 !== 0) return `${number.format(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = minutes / 60;
  return `${number.format(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** 524288 → '512 MB', 4194304 → '4 GB'. */
export function formatKilobytes(kb: number): string {
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = kb;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${number.format(Math.round(value * 10) / 10)} ${units[unit]}`;
}

function formatLimit(value: number, format: Format): string {
  if (format === 'minutes') return formatMinutes(value);
  if (format === 'kilobytes') return formatKilobytes(value);
  return number.format(value);
}

export interface LimitRow {
  key: MembershipLimitKey;
  label: string;
  limit: string;
  /** What the user uses of it, for the limits that are counted (zones, channels and live streams). */
  used: { count: number; of: number } | null;
}

/** The rows of the membership table, in the contract's order, each limit with a readable label. */
export function limitRows({ plan, used }: UserMembership): LimitRow[] {
  return MEMBERSHIP_LIMIT_KEYS.flatMap((key) => {
    const spec = LIMITS[key];
    if (!spec) return [];
    const limit = plan.limits[key];
    const count = key === 'zoneCount' || key === 'channelCount' || key === 'streamCount' ? used[key] : null;
    return [
      {
        key,
        label: spec.label,
        limit: formatLimit(limit, spec.format),
        used: count === null ? null : { count, of: limit },
      },
    ];
  });
}
