import { z } from 'zod';
import { INVITATION_RESPONSES, INVITATION_TYPES, MEMBERSHIP_PLAN_CODES, type MembershipPlanCode } from '../limits.js';
import { messages } from '../messages.js';
import { booleanField, objectField, oneOf, roleCode } from '../rules.js';

const timestamp = () => z.iso.datetime({ offset: true });

/** Another user as lists show them: never their e-mail. */
export const userSummarySchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  userName: z.string().nullable(),
  displayPhoto: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** A role code in a request: built-in or custom (rules.ts roleCode). */
export const roleCodeSchema = roleCode();

/** A zone (spec 02 §3), with whether the caller is a member. */
export const zoneSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subdomain: z.string(),
  description: z.string(),
  public: z.boolean(),
  displayPhoto: z.string().nullable(),
  channelCount: z.number().int(),
  membersCount: z.number().int(),
  joined: z.boolean(),
  createdOn: timestamp(),
});
export type Zone = z.infer<typeof zoneSchema>;

export const channelPermissionsSchema = objectField('Permissions', {
  canInvite: booleanField('canInvite'),
  canDelete: booleanField('canDelete'),
  canEdit: booleanField('canEdit'),
  canManageRole: booleanField('canManageRole'),
});
export const zonePermissionsSchema = channelPermissionsSchema.extend({
  canCreateChannel: booleanField('canCreateChannel'),
});
export type ChannelPermissions = z.infer<typeof channelPermissionsSchema>;
export type ZonePermissions = z.infer<typeof zonePermissionsSchema>;

/**
 * A change of one role's permissions: the flags nested in `permissions`, or flat beside `roleCode` as
 * the spec's client sends them (`{ roleCode, canInvite: true }`). Both at once are merged, the nested
 * ones winning. The server gets `{ roleCode, permissions }` either way.
 */
export function permissionsChangeBody<F extends z.ZodRawShape>(flags: z.ZodObject<F>) {
  const partial = flags.partial();
  const names = Object.keys(flags.shape);
  type Sent = { roleCode: string; permissions?: Record<string, unknown> } & Record<string, unknown>;
  const flatOf = (body: Sent) =>
    Object.fromEntries(names.flatMap((name) => (body[name] === undefined ? [] : [[name, body[name]]])));
  return z
    .object({ roleCode: roleCodeSchema, permissions: partial.optional() })
    .extend(partial.shape)
    .refine((body) => (body as Sent).permissions !== undefined || Object.keys(flatOf(body as Sent)).length > 0, {
      error: messages.required('Permissions'),
      path: ['permissions'],
    })
    .transform((body) => {
      const sent = body as Sent;
      return {
        roleCode: sent.roleCode,
        permissions: { ...flatOf(sent), ...sent.permissions } as Partial<z.output<typeof flags>>,
      };
    });
}

export const zoneRoleSchema = zonePermissionsSchema.extend({ id: z.uuid(), roleCode: z.string() });
export const channelRoleSchema = channelPermissionsSchema.extend({ id: z.uuid(), roleCode: z.string() });
export type ZoneRole = z.infer<typeof zoneRoleSchema>;
export type ChannelRole = z.infer<typeof channelRoleSchema>;

/** The caller's membership of a zone, with the permissions of their role. */
export const userZoneSchema = z.object({
  id: z.uuid(),
  zone: zoneSchema,
  zoneRole: zoneRoleSchema,
  /** Whether leaving would be allowed: not as the last owner of the zone or of one of its channels. */
  canLeave: z.boolean(),
  createdOn: timestamp(),
});
export type UserZone = z.infer<typeof userZoneSchema>;

export const channelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  public: z.boolean(),
  zoneId: z.uuid(),
  displayPhoto: z.string().nullable(),
  backgroundPhoto: z.string().nullable(),
  zone_subdomain: z.string(),
  zone: z.object({ id: z.uuid(), name: z.string(), subdomain: z.string() }),
  followersCount: z.number().int(),
  joined: z.boolean(),
  createdOn: timestamp(),
});
export type Channel = z.infer<typeof channelSchema>;

/** The caller's membership of a channel, with its live posts and the posts others added since the caller last looked. */
export const userChannelSchema = z.object({
  id: z.uuid(),
  channel: channelSchema,
  channelRole: channelRoleSchema,
  /** Whether unfollowing would be allowed: not as the channel's last owner. */
  canLeave: z.boolean(),
  livePostCount: z.number().int(),
  unseenPostCount: z.number().int(),
  createdOn: timestamp(),
});
export type UserChannel = z.infer<typeof userChannelSchema>;

/** A row of a zone's or channel's member table. */
export const memberRowSchema = z.object({
  id: z.uuid(),
  user: userSummarySchema,
  role: z.string(),
  createdOn: timestamp(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const invitationResponseSchema = oneOf('Status', INVITATION_RESPONSES);
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/** The spec's client answers `accept` or `reject`; the stored response is ACCEPTED or REJECTED. */
const ANSWER_WORDS = new Map<string, InvitationResponse>([
  ['accept', 'ACCEPTED'],
  ['accepted', 'ACCEPTED'],
  ['reject', 'REJECTED'],
  ['rejected', 'REJECTED'],
]);

/** An answer to an invitation: ACCEPTED or REJECTED, or the words accept and reject, in any case. */
export const invitationAnswerSchema = z.preprocess(
  // Typed as text for callers; anything else reaches the enum and is refused there.
  (v: string) => (typeof v === 'string' ? (ANSWER_WORDS.get(v.trim().toLowerCase()) ?? v) : v),
  invitationResponseSchema,
);

/** An invitation the caller received; `zone` or `channel` tells where to (neither: a contact). */
export const invitationSchema = z.object({
  id: z.uuid(),
  type: z.enum(INVITATION_TYPES),
  createdBy: userSummarySchema,
  zone: z.object({ id: z.uuid(), name: z.string(), subdomain: z.string() }).nullable(),
  channel: z.object({ id: z.uuid(), name: z.string(), zoneId: z.uuid() }).nullable(),
  response: invitationResponseSchema.nullable(),
  createdOn: timestamp(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** Suggestions keep the spec's field names (spec 02 §3). A contact's e-mail is never shared. */
export const contactSuggestionSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  userName: z.string().nullable(),
  displayPhoto: z.string().nullable(),
  /** Not in the spec's list: the caller's contact invitation to them is waiting (spec 02 §4: "Invited"). */
  invited: z.boolean(),
});
export const channelSuggestionSchema = z.object({
  channel_id: z.uuid(),
  channel_name: z.string(),
  channel_displayPhoto: z.string().nullable(),
  zone_subdomain: z.string(),
});
export const zoneSuggestionSchema = z.object({
  zone_id: z.uuid(),
  zone_name: z.string(),
  zone_subdomain: z.string(),
  zone_displayPhoto: z.string().nullable(),
  zone_channelCount: z.number().int(),
  zone_membersCount: z.number().int(),
});
export type ContactSuggestion = z.infer<typeof contactSuggestionSchema>;
export type ChannelSuggestion = z.infer<typeof channelSuggestionSchema>;
export type ZoneSuggestion = z.infer<typeof zoneSuggestionSchema>;

export const membershipPlanCodeSchema = oneOf(
  'Plan',
  MEMBERSHIP_PLAN_CODES as [MembershipPlanCode, ...MembershipPlanCode[]],
);

const limitsSchema = z.object({
  channelCount: z.number().int(),
  meetingCount: z.number().int(),
  meetingDurationMinutes: z.number().int(),
  meetingMaxParticipants: z.number().int(),
  streamCount: z.number().int(),
  streamMeeting: z.number().int(),
  streamingStudioCount: z.number().int(),
  videoSizeKb: z.number().int(),
  webinarCount: z.number().int(),
  zoneCount: z.number().int(),
});

export const membershipPlanSchema = z.object({ code: z.string(), name: z.string(), limits: limitsSchema });
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;

/** A user's plan and how much of each counted limit they use (the rest count from later features). */
export const userMembershipSchema = z.object({
  plan: membershipPlanSchema,
  used: z.object({ zoneCount: z.number().int(), channelCount: z.number().int(), streamCount: z.number().int() }),
});
export type UserMembership = z.infer<typeof userMembershipSchema>;
