import type { Meeting, MeetingStatus } from '@plaza/contract';
import { storedRoomConfig } from './meeting-config.js';
import type { MeetingViewRow } from './meeting.repository.js';

/** upcoming before its start, live until its end or until the host ended it, then ended. */
export function meetingStatus(
  row: Pick<MeetingViewRow, 'start_date' | 'end_date' | 'ended_at'>,
  now: number,
): MeetingStatus {
  if (row.ended_at !== null || row.end_date.getTime() <= now) return 'ended';
  return row.start_date.getTime() > now ? 'upcoming' : 'live';
}

export function toMeetingDto(row: MeetingViewRow, now: number): Meeting {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    type: row.type,
    startDate: row.start_date.toISOString(),
    endDate: row.end_date.toISOString(),
    timeZone: row.time_zone,
    public: row.public,
    channelId: row.channel_id,
    liveStream: row.live_stream,
    record: row.record,
    joinLinkExpiryAsHours: row.join_link_expiry_hours,
    config: storedRoomConfig(row.config),
    creator: { id: row.created_by, name: row.creator_name, avatar: row.creator_photo },
    status: meetingStatus(row, now),
    createdAt: row.created_at.toISOString(),
  };
}
