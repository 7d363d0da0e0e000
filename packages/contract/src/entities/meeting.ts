import { z } from 'zod';
import { MEETING, type MeetingToolbarButton } from '../limits.js';
import {
  earliestMeetingStart,
  isKnownTimeZone,
  isOnMeetingStep,
  latestMeetingEnd,
  latestMeetingStart,
} from '../meeting-time.js';
import { meetingMessages, messages } from '../messages.js';
import { booleanField, dateTime, oneOf, optionalText, optionalUuid, requiredText, uuid } from '../rules.js';
import { callUserSchema } from './call.js';

const timestamp = () => z.iso.datetime({ offset: true });

/**
 * Meetings (spec 02 §3 Meeting form, User meeting config, Conference settings, Toolbar options;
 * §4 Create meeting; §5 title and dates; §9). A meeting is Meet now (`instant`), planned, a
 * webinar or a streaming studio; its room opens at the product's `/meeting/{slug}` page, or in
 * the operator's Jitsi when MEETINGS_PROVIDER=jitsi.
 */

const DEFAULTS = MEETING.conferenceDefaults;
const setting = (key: keyof typeof DEFAULTS) => booleanField(key).default(DEFAULTS[key]);

/** The toolbar buttons shown in the room: spec 02 §3's options, each at most once. */
export const toolbarButtonsSchema = z
  .array(oneOf('Toolbar button', MEETING.toolbarButtons), { error: messages.wrongType('Toolbar buttons', 'a list') })
  .max(MEETING.toolbarButtons.length, { error: meetingMessages.repeatedToolbarButton })
  .refine((buttons) => new Set(buttons).size === buttons.length, { error: meetingMessages.repeatedToolbarButton });

/**
 * The room's settings as a form sends them (the More tab): the toolbar and the conference
 * switches; what is left out takes its default.
 */
export const meetingConfigBody = z.object(
  {
    toolbarButtons: toolbarButtonsSchema.default([...MEETING.defaultToolbarButtons] as MeetingToolbarButton[]),
    disableAudioLevels: setting('disableAudioLevels'),
    enableNoAudioDetection: setting('enableNoAudioDetection'),
    enableNoisyMicDetection: setting('enableNoisyMicDetection'),
    startAudioOnly: setting('startAudioOnly'),
    startWithAudioMuted: setting('startWithAudioMuted'),
    startWithVideoMuted: setting('startWithVideoMuted'),
    startScreenSharing: setting('startScreenSharing'),
    disableResponsiveTiles: setting('disableResponsiveTiles'),
    hideLobbyButton: setting('hideLobbyButton'),
    requireDisplayName: setting('requireDisplayName'),
    disableProfile: setting('disableProfile'),
    transcribingEnabled: setting('transcribingEnabled'),
    autoCaptionOnRecord: setting('autoCaptionOnRecord'),
    disableShortcuts: setting('disableShortcuts'),
    disableRecordAudioNotification: setting('disableRecordAudioNotification'),
    disableJoinLeaveSounds: setting('disableJoinLeaveSounds'),
    disableRemoteMute: setting('disableRemoteMute'),
    hideConferenceSubject: setting('hideConferenceSubject'),
    hideConferenceTimer: setting('hideConferenceTimer'),
    hideParticipantsStats: setting('hideParticipantsStats'),
  },
  { error: messages.wrongType('Config', 'an object') },
);
export type MeetingConfigInput = z.input<typeof meetingConfigBody>;

/**
 * The room's settings as stored and answered: the form's, plus spec 02 §3's fixed values
 * (audioLevelsInterval 200, startAudioMuted 10, startVideoMuted 10, defaultLanguage en).
 */
export const jitsiConfigSchema = z.object({
  ...meetingConfigBody.shape,
  audioLevelsInterval: z.number().int(),
  startAudioMuted: z.number().int(),
  startVideoMuted: z.number().int(),
  defaultLanguage: z.string(),
});
export type MeetingJitsiConfig = z.output<typeof jitsiConfigSchema>;

/** A meeting link's life, in hours: 1, 3, 6, 12, 24 or 48 (spec 02 §9). */
export const linkExpiryHoursSchema = z
  .number({ error: meetingMessages.linkExpiry })
  .refine((hours) => (MEETING.linkExpiryHours as readonly number[]).includes(hours), {
    error: meetingMessages.linkExpiry,
  });

/** The Privacy tab's choices, as saved per member (spec 02 §3 User meeting config). */
export const privacyConfigSchema = z.object({
  public: z.boolean(),
  liveStream: z.boolean(),
  record: z.boolean(),
  joinLinkExpiryAsHours: z.number().int(),
});
export type PrivacyConfig = z.infer<typeof privacyConfigSchema>;

/** GET /meeting/config/user: the member's saved settings, or the defaults when none were saved. */
export const userMeetingConfigSchema = z.object({
  jitsiConfig: jitsiConfigSchema,
  privacyConfig: privacyConfigSchema,
});
export type UserMeetingConfig = z.infer<typeof userMeetingConfigSchema>;

/** A time zone: an IANA name (Europe/Istanbul) this runtime knows. */
export function timeZoneField(label = 'Time zone') {
  return requiredText(label, { max: MEETING.timeZoneMax }).refine(isKnownTimeZone, {
    error: meetingMessages.unknownTimeZone,
  });
}

/** A date the form may leave out (plan for later off clears both dates). */
const optionalDate = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), dateTime(label).optional());

/**
 * POST /meeting/create: spec 02 §3's meeting form plus `type`. Without `type` the meeting is Meet
 * now (`instant`) or, planned for later, `planned`. Plan for later off: it starts now and the
 * dates sent are not read. On: both dates, on 30-minute steps, start from now to 30 days ahead,
 * end after the start and at most 90 days ahead (§5). A channel meeting is not public; live
 * streaming and recording exclude each other (§4). `invitationIds` are members (not yourself).
 */
export const meetingCreateBody = z
  .object({
    title: requiredText('Title', { max: MEETING.titleMax }),
    description: z.preprocess(
      (v) => (v === null ? undefined : v),
      optionalText('Description', MEETING.descriptionMax, { multiline: true }).default(''),
    ),
    type: oneOf('Type', MEETING.types).optional(),
    planForLater: booleanField('Plan for later').default(false),
    startDate: optionalDate('Start date'),
    endDate: optionalDate('End date'),
    timeZone: timeZoneField().default('UTC'),
    public: booleanField('Public').default(false),
    channelId: optionalUuid('Channel'),
    liveStream: booleanField('Live stream').default(false),
    record: booleanField('Record').default(false),
    joinLinkExpiryAsHours: linkExpiryHoursSchema.default(MEETING.linkExpiryDefaultHours),
    /** Replace the member's saved settings (GET /meeting/config/user) with this meeting's. */
    saveConfig: booleanField('Save configuration').default(false),
    config: meetingConfigBody.optional(),
    invitationIds: z
      .array(uuid('Invited member'), { error: messages.wrongType('Invited members', 'a list') })
      .max(MEETING.invitationsMax, { error: messages.smallerOrEqual(MEETING.invitationsMax) })
      .default([]),
  })
  .superRefine((form, ctx) => {
    if (form.public && form.channelId) {
      ctx.addIssue({ code: 'custom', message: meetingMessages.publicChannel, path: ['public'] });
    }
    if (form.liveStream && form.record) {
      ctx.addIssue({ code: 'custom', message: meetingMessages.liveStreamAndRecord, path: ['record'] });
    }
    if (form.type === 'instant' && form.planForLater) {
      ctx.addIssue({ code: 'custom', message: meetingMessages.instantPlanned, path: ['planForLater'] });
    }
    if (form.planForLater) checkPlannedDates(form, ctx, Date.now());
  });
export type MeetingCreateInput = z.input<typeof meetingCreateBody>;
export type MeetingCreateFields = z.output<typeof meetingCreateBody>;

function checkPlannedDates(
  form: { startDate?: string | undefined; endDate?: string | undefined },
  ctx: z.RefinementCtx,
  now: number,
): void {
  const issue = (message: string, field: 'startDate' | 'endDate') =>
    ctx.addIssue({ code: 'custom', message, path: [field] });
  if (!form.startDate) issue(meetingMessages.startRequired, 'startDate');
  if (!form.endDate) issue(meetingMessages.endRequired, 'endDate');
  if (!form.startDate || !form.endDate) return;
  const start = Date.parse(form.startDate);
  const end = Date.parse(form.endDate);
  if (!isOnMeetingStep(form.startDate)) issue(meetingMessages.notOnStep('Start date'), 'startDate');
  if (!isOnMeetingStep(form.endDate)) issue(meetingMessages.notOnStep('End date'), 'endDate');
  if (start < earliestMeetingStart(now)) issue(meetingMessages.startInPast, 'startDate');
  if (start > latestMeetingStart(now)) issue(meetingMessages.startTooLate, 'startDate');
  if (end <= start) issue(meetingMessages.endBeforeStart, 'endDate');
  if (end > latestMeetingEnd(now)) issue(meetingMessages.endTooLate, 'endDate');
}

/** The member who made a meeting, as a call names its party: id, name, avatar. */
export const meetingCreatorSchema = callUserSchema;

/** A meeting (spec 02 §3, §4) as anyone admitted to it sees it. */
export const meetingSchema = z.object({
  id: z.uuid(),
  /** Its address: `/meeting/{slug}`, and the Jitsi room in Jitsi mode. */
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(MEETING.types),
  startDate: timestamp(),
  endDate: timestamp(),
  /** The time zone it was planned in (IANA name). */
  timeZone: z.string(),
  /** Every signed-in member may join; otherwise the creator, invitees, the channel's members and link holders. */
  public: z.boolean(),
  channelId: z.uuid().nullable(),
  liveStream: z.boolean(),
  record: z.boolean(),
  joinLinkExpiryAsHours: z.number().int(),
  config: jitsiConfigSchema,
  creator: meetingCreatorSchema,
  /** upcoming before its start, live until its end (or until the host ends it), then ended. */
  status: z.enum(MEETING.statuses),
  createdAt: timestamp(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** POST /meeting/create's reply: the meeting and where its room opens. */
export const meetingCreatedSchema = z.object({
  meeting: meetingSchema,
  /** The product's `/meeting/{slug}` page (absolute), or the Jitsi room with its token in Jitsi mode. */
  meetingUrl: z.string(),
});
export type MeetingCreated = z.infer<typeof meetingCreatedSchema>;

/** What the caller may do in a meeting. */
export const meetingPermissionsSchema = z.object({
  /** Admitted and not ended. */
  canJoin: z.boolean(),
  /** The creator: may end it for everyone and hand out join links. */
  isHost: z.boolean(),
  /** May send camera, microphone or screen (host and presenters; a webinar's attendees only watch). */
  canPublish: z.boolean(),
});
export type MeetingPermissions = z.infer<typeof meetingPermissionsSchema>;

/** GET /meeting/{slug}. */
export const meetingViewSchema = z.object({
  meeting: meetingSchema,
  permissions: meetingPermissionsSchema,
  /** Jitsi mode: the room with this caller's token; null when the product's own room serves it. */
  meetingUrl: z.string().nullable(),
});
export type MeetingView = z.infer<typeof meetingViewSchema>;

/** GET /meeting/join-link/{slug}: a link whose holder may join, until it expires. */
export const meetingJoinLinkSchema = z.object({
  link: z.string(),
  expiresAt: timestamp(),
});
export type MeetingJoinLink = z.infer<typeof meetingJoinLinkSchema>;
