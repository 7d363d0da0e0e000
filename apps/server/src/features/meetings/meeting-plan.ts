import { MEETING, type MeetingType, type MembershipPlan } from '@plaza/contract';
import type { MonthlyMeetingCounts } from './meeting.repository.js';

/** What a new meeting asks of the plan. */
export interface MeetingRequest {
  type: MeetingType;
  start: Date;
  end: Date;
  liveStream: boolean;
  record: boolean;
  /** Invited members; with the host they are the participants. */
  invitees: number;
}

/** The first of the month (UTC) `now` falls in: meetings count per calendar month. */
export function monthStart(now: number): Date {
  const at = new Date(now);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/**
 * Why the plan refuses a meeting, or null. Recording is for the plans of MEETING.recordingPlans
 * (MEETING_RECORDING_NOT_ENABLED); the rest is INSUFFICIENT_MEMBERSHIP: longer than the plan's
 * meeting duration, more participants (invitees and host) than it allows, or one more meeting,
 * webinar, streaming studio or live-streamed meeting than it allows this calendar month (UTC).
 */
export function planRefusal(
  plan: MembershipPlan,
  made: MonthlyMeetingCounts,
  request: MeetingRequest,
): 'MEETING_RECORDING_NOT_ENABLED' | 'INSUFFICIENT_MEMBERSHIP' | null {
  if (request.record && !(MEETING.recordingPlans as readonly string[]).includes(plan.code)) {
    return 'MEETING_RECORDING_NOT_ENABLED';
  }
  const { limits } = plan;
  const minutes = (request.end.getTime() - request.start.getTime()) / 60_000;
  const over =
    minutes > limits.meetingDurationMinutes ||
    request.invitees + 1 > limits.meetingMaxParticipants ||
    made.meetings >= limits.meetingCount ||
    (request.type === 'webinar' && made.webinars >= limits.webinarCount) ||
    (request.type === 'studio' && made.studios >= limits.streamingStudioCount) ||
    (request.liveStream && made.liveStreamed >= limits.streamMeeting);
  return over ? 'INSUFFICIENT_MEMBERSHIP' : null;
}

/** A meeting that starts now lasts the planning default (two hours), or the plan's longest if shorter. */
export function instantEnd(start: Date, plan: MembershipPlan): Date {
  const minutes = Math.min(MEETING.planForLaterHours * 60, plan.limits.meetingDurationMinutes);
  return new Date(start.getTime() + minutes * 60_000);
}
