import {
  MEETING,
  type MeetingConferenceSetting,
  type MeetingCreateInput,
  type MeetingToolbarButton,
  type UserMeetingConfig,
} from '@plaza/contract';
import type { PlannedMeetingType } from '../meeting-dialogs-store';
import { defaultTimes, instantOf, isoInZone, longestMinutes, wallTimeOf } from './meeting-times';

/** A member chosen on the Invite tab, as the user search found them. */
export interface InvitedMember {
  id: string;
  fullName: string;
  userName: string | null;
  displayPhoto: string | null;
}

export type ConferenceSettings = Record<MeetingConferenceSetting, boolean>;

export const CONFERENCE_SETTINGS = Object.keys(MEETING.conferenceDefaults) as MeetingConferenceSetting[];

/** The Plan a meeting form (spec 02 §3 Meeting form): dates as a day and a half-hour time of `timeZone`. */
export type PlanValues = {
  title: string;
  description: string;
  planForLater: boolean;
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  timeZone: string;
  public: boolean;
  channelId: string;
  liveStream: boolean;
  record: boolean;
  joinLinkExpiryAsHours: number;
  toolbarButtons: MeetingToolbarButton[];
  conference: ConferenceSettings;
  invited: InvitedMember[];
  saveConfig: boolean;
};

function conferenceOf(config: UserMeetingConfig['jitsiConfig']): ConferenceSettings {
  return Object.fromEntries(CONFERENCE_SETTINGS.map((key) => [key, config[key]])) as ConferenceSettings;
}

/** A fresh form: the member's saved privacy and room settings (or the defaults), starting now. */
export function initialPlanValues(saved: UserMeetingConfig, timeZone: string): PlanValues {
  return {
    title: '',
    description: '',
    planForLater: false,
    startDay: '',
    startTime: '',
    endDay: '',
    endTime: '',
    timeZone,
    public: saved.privacyConfig.public,
    channelId: '',
    liveStream: saved.privacyConfig.liveStream,
    // Saved settings from before the rule are read with it: live streaming wins.
    record: saved.privacyConfig.record && !saved.privacyConfig.liveStream,
    joinLinkExpiryAsHours: saved.privacyConfig.joinLinkExpiryAsHours,
    toolbarButtons: [...saved.jitsiConfig.toolbarButtons],
    conference: conferenceOf(saved.jitsiConfig),
    invited: [],
    saveConfig: false,
  };
}

/**
 * Spec 02 §4: on, start now and end two hours later (less when the plan's meetings are shorter:
 * `minutes`), both rounded up to 30 minutes; off clears both.
 */
export function withPlanForLater(values: PlanValues, on: boolean, now: number, minutes?: number): PlanValues {
  if (!on) return { ...values, planForLater: false, startDay: '', startTime: '', endDay: '', endTime: '' };
  const { start, end } = defaultTimes(now, values.timeZone, minutes);
  const startWall = wallTimeOf(start, values.timeZone);
  const endWall = wallTimeOf(end, values.timeZone);
  return {
    ...values,
    planForLater: true,
    startDay: startWall.date,
    startTime: startWall.time,
    endDay: endWall.date,
    endTime: endWall.time,
  };
}

/**
 * A new start; an end no longer after it, or further from it than the plan's longest meeting
 * (`planMinutes`), moves to two hours after it (or that longest meeting).
 */
export function withStart(
  values: PlanValues,
  day: string,
  time: string,
  planMinutes: number | null = null,
): PlanValues {
  const next = { ...values, startDay: day, startTime: time };
  if (!day || !time || !values.endDay || !values.endTime) return next;
  const start = instantOf({ date: day, time }, values.timeZone);
  const currentEnd = instantOf({ date: values.endDay, time: values.endTime }, values.timeZone);
  if (currentEnd > start && (planMinutes === null || currentEnd <= start + planMinutes * 60_000)) return next;
  const end = wallTimeOf(start + longestMinutes(planMinutes) * 60_000, values.timeZone);
  return { ...next, endDay: end.date, endTime: end.time };
}

/** Spec 02 §4: changing public clears the channel (a channel meeting is not public). */
export function withPublic(values: PlanValues, on: boolean): PlanValues {
  return { ...values, public: on, channelId: '' };
}

/** Whether a membership plan may record meetings (MEETING.recordingPlans). */
export const planRecords = (planCode: string) => (MEETING.recordingPlans as readonly string[]).includes(planCode);

/** Spec 02 §4: live stream on turns record off, and record on turns live stream off. */
export function withLiveStream(values: PlanValues, on: boolean): PlanValues {
  return { ...values, liveStream: on, record: on ? false : values.record };
}

export function withRecord(values: PlanValues, on: boolean): PlanValues {
  return { ...values, record: on, liveStream: on ? false : values.liveStream };
}

export function withToolbarButton(values: PlanValues, button: MeetingToolbarButton, on: boolean): PlanValues {
  const others = values.toolbarButtons.filter((b) => b !== button);
  // Kept in the order of the spec's list, so the same choice always compares equal.
  const chosen = on ? MEETING.toolbarButtons.filter((b) => b === button || others.includes(b)) : others;
  return { ...values, toolbarButtons: chosen };
}

export function withInvited(values: PlanValues, member: InvitedMember): PlanValues {
  if (values.invited.some((m) => m.id === member.id)) return values;
  return { ...values, invited: [...values.invited, member] };
}

export function withoutInvited(values: PlanValues, id: string): PlanValues {
  return { ...values, invited: values.invited.filter((m) => m.id !== id) };
}

/** The date as the form sends it: the zone's wall time written with its offset, '' when not chosen. */
function dateOf(day: string, time: string, timeZone: string): string {
  if (!day || !time) return '';
  return isoInZone(instantOf({ date: day, time }, timeZone), timeZone);
}

/** The create call's body (spec 02 §3 Meeting form plus the kind); plan for later off sends no dates. */
export function planBody(values: PlanValues, type: PlannedMeetingType): MeetingCreateInput {
  return {
    title: values.title,
    description: values.description,
    type,
    planForLater: values.planForLater,
    startDate: values.planForLater ? dateOf(values.startDay, values.startTime, values.timeZone) : undefined,
    endDate: values.planForLater ? dateOf(values.endDay, values.endTime, values.timeZone) : undefined,
    timeZone: values.timeZone,
    public: values.public,
    channelId: values.public ? undefined : values.channelId || undefined,
    liveStream: values.liveStream,
    record: values.record,
    joinLinkExpiryAsHours: values.joinLinkExpiryAsHours,
    saveConfig: values.saveConfig,
    config: { toolbarButtons: values.toolbarButtons, ...values.conference },
    invitationIds: values.invited.map((m) => m.id),
  };
}

/** One setting where the form differs from what the member saved, in words for the save step. */
export interface ConfigDifference {
  label: string;
  value: string;
}

const onOff = (on: boolean) => (on ? 'On' : 'Off');

/**
 * Spec 02 §4: where the privacy or room settings differ from the saved ones (empty: the same, and
 * no save step). The toolbar compares as a set.
 */
export function configDifferences(values: PlanValues, saved: UserMeetingConfig): ConfigDifference[] {
  const differences: ConfigDifference[] = [];
  const privacy = saved.privacyConfig;
  if (values.public !== privacy.public) differences.push({ label: 'Public', value: onOff(values.public) });
  if (values.liveStream !== privacy.liveStream) {
    differences.push({ label: 'Live stream', value: onOff(values.liveStream) });
  }
  if (values.record !== privacy.record) differences.push({ label: 'Record', value: onOff(values.record) });
  if (values.joinLinkExpiryAsHours !== privacy.joinLinkExpiryAsHours) {
    differences.push({ label: 'Meeting link expiry', value: `${values.joinLinkExpiryAsHours} hours` });
  }
  const savedButtons = new Set(saved.jitsiConfig.toolbarButtons);
  const chosen = new Set(values.toolbarButtons);
  for (const button of MEETING.toolbarButtons) {
    if (chosen.has(button) !== savedButtons.has(button)) {
      differences.push({ label: `${toolbarLabel(button)} button`, value: chosen.has(button) ? 'Shown' : 'Hidden' });
    }
  }
  for (const key of CONFERENCE_SETTINGS) {
    if (values.conference[key] !== saved.jitsiConfig[key]) {
      differences.push({ label: conferenceLabel(key), value: onOff(values.conference[key]) });
    }
  }
  return differences;
}

const TOOLBAR_LABELS: Partial<Record<MeetingToolbarButton, string>> = {
  closedcaptions: 'Closed captions',
  desktop: 'Share screen',
  embedmeeting: 'Embed meeting',
  fodeviceselection: 'Device selection',
  hangup: 'Hang up',
  livestreaming: 'Live streaming',
  etherpad: 'Shared notes',
  sharedvideo: 'Share a video',
  shareaudio: 'Share audio',
  raisehand: 'Raise hand',
  videoquality: 'Video quality',
  tileview: 'Tile view',
  'select-background': 'Background',
  'mute-everyone': 'Mute everyone',
  'mute-video-everyone': 'Stop everyone’s video',
};

/** A toolbar option in words ('raisehand' → 'Raise hand'). */
export function toolbarLabel(button: MeetingToolbarButton): string {
  return TOOLBAR_LABELS[button] ?? button.charAt(0).toUpperCase() + button.slice(1);
}

/** A conference setting in words ('startWithAudioMuted' → 'Start with audio muted'). */
export function conferenceLabel(key: MeetingConferenceSetting): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
