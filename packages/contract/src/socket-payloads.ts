import { z } from 'zod';
import { userSummarySchema } from './entities/community.js';
import { chatMediumSchema } from './entities/chat.js';
import { CHAT, CHAT_ATTACHMENT } from './limits-chat.js';
import { PATH_NAME_MAX } from './limits.js';
import { messages } from './messages.js';
import { booleanField, oneOf, optionalText, optionalUuid, requiredText, uuid } from './rules.js';

/*
 * What the socket events carry (spec 02 §7 Realtime socket). Where the spec's client sends another
 * form than Plaza's web app, both are taken: a bare id or an object naming it, the spec's
 * `identifier` or Plaza's `id`, attachments as names or as the upload's reply.
 */

/** Payload schemas that also take their id bare: the docs show both forms (openapi-socket.ts). */
export const BARE_ID_FORMS = new WeakMap<object, string>();

/**
 * An object naming an id under `key`, which may also come as the bare id (the spec's client sends
 * that): the bare id is read as `{ [key]: id }`. Anything else is refused with the id's message.
 */
export function bareIdOr<const K extends string, S extends z.ZodRawShape>(key: K, label: string, extra: S) {
  const object = z.object({ [key]: uuid(label), ...extra } as { [P in K]: ReturnType<typeof uuid> } & S, {
    error: messages.wrongType(label, 'a valid id'),
  });
  const schema = z.preprocess((v) => (typeof v === 'string' ? { [key]: v } : v), object);
  BARE_ID_FORMS.set(schema, key);
  return schema;
}

/** join_post, leave_post: the post, as its id (the spec's form) or `{ postId }`; parsed into the id. */
export const postTargetSchema = bareIdOr('postId', 'Post id', {}).transform((v) => v.postId.toLowerCase());
/** leave_direct_user: the other user, as their id (the spec's form) or `{ userId }`; parsed into the id. */
export const userTargetSchema = bareIdOr('userId', 'User id', {}).transform((v) => v.userId.toLowerCase());

/**
 * join_direct_user: the other user, as their id (the spec's form) or `{ userId, read? }`. Opening
 * a conversation marks it read (spec 02 §4) unless `read` is false (Plaza's web app marks it read
 * itself, only while the page is visible).
 */
export const joinDirectSchema = bareIdOr('userId', 'User id', { read: booleanField('Read').optional() }).transform(
  (v) => ({ userId: v.userId.toLowerCase(), read: v.read ?? true }),
);
export type JoinDirect = z.input<typeof joinDirectSchema>;

/**
 * send_presence: with a contact's id (the spec's form, bare or `{ userId }`), "tell that contact I
 * am online"; without one, only "which of my contacts are online". Parsed into the id or null.
 */
export const presenceTargetSchema = z
  .union([z.undefined(), z.null(), bareIdOr('userId', 'User id', {})])
  .transform((v) => (v === null || v === undefined ? null : v.userId.toLowerCase()));
export type PresenceTarget = z.input<typeof presenceTargetSchema>;

const attachmentName = () =>
  requiredText('Attachment', { max: PATH_NAME_MAX, trim: false }).regex(CHAT_ATTACHMENT.namePattern, {
    error: 'Attachment: not a valid attachment name',
  });

/** An attachment to send: its name, or the upload's reply `{ name }` (the spec's client sends that). */
const attachmentRef = z
  .union([attachmentName(), z.object({ name: attachmentName() })], {
    error: 'Attachment: not a valid attachment name',
  })
  .transform((v) => (typeof v === 'string' ? v : v.name));

/** The message a reply answers, as the spec's client sends it: the quoted message itself (its id or identifier). */
const parentRef = z.object(
  { id: uuid('Replied message').optional(), identifier: uuid('Replied message').optional() },
  { error: messages.wrongType('Replied message', 'a message') },
);

/** Plaza's `id` or the spec's `identifier` of a message (the same value: see chatMessageSchema). */
function oneMessage(
  ctx: z.RefinementCtx,
  id: string | undefined,
  identifier: string | undefined,
  label = 'Message id',
): void {
  if (id === undefined && identifier === undefined) {
    ctx.addIssue({ code: 'custom', message: messages.required(label), path: ['identifier'] });
  } else if (id !== undefined && identifier !== undefined && id.toLowerCase() !== identifier.toLowerCase()) {
    ctx.addIssue({ code: 'custom', message: `${label}: id and identifier name different messages`, path: ['id'] });
  }
}

/**
 * The `message` event. A new message: `medium`, `to`, the text and/or attachments, and the message
 * it answers (`parentId`, or the spec's `parent`). Plaza's web app sends its temporary numeric
 * `identifier` too; the server has no use for it. With `edited: true` it is the spec's edit: the
 * message named by `identifier` (or `id`) gets the new text.
 */
export const chatSendSchema = z
  .object({
    identifier: z
      .union([z.number().int(), uuid('Identifier')], {
        error: messages.wrongType('Identifier', 'a number or a message id'),
      })
      .optional(),
    id: uuid('Message id').optional(),
    edited: booleanField('Edited').optional(),
    medium: oneOf('Medium', CHAT.media),
    /** The recipient's user id (direct) or the post id (post). */
    to: uuid('Recipient'),
    message: optionalText('Message', CHAT.messageMax, { multiline: true }).default(''),
    parentId: optionalUuid('Replied message'),
    parent: parentRef.nullish(),
    /** Images uploaded by the sender with POST /chat/attachment and not yet sent. */
    attachments: z
      .array(attachmentRef, { error: messages.wrongType('Attachments', 'a list') })
      .max(CHAT.attachmentsMax, { error: `Attachments: at most ${CHAT.attachmentsMax}` })
      .default([]),
  })
  .superRefine((m, ctx) => {
    if (m.edited === true) {
      oneMessage(ctx, m.id, typeof m.identifier === 'string' ? m.identifier : undefined);
      if (m.message === '') ctx.addIssue({ code: 'custom', message: messages.required('Message'), path: ['message'] });
      return;
    }
    if (m.message === '' && m.attachments.length === 0) {
      ctx.addIssue({ code: 'custom', message: messages.required('Message'), path: ['message'] });
    }
    const quoted = m.parent?.id ?? m.parent?.identifier;
    if (m.parentId !== undefined && quoted !== undefined && m.parentId.toLowerCase() !== quoted.toLowerCase()) {
      ctx.addIssue({ code: 'custom', message: 'Replied message: parentId and parent differ', path: ['parentId'] });
    }
  })
  .transform((m) =>
    m.edited === true
      ? {
          kind: 'edit' as const,
          id: (m.id ?? (m.identifier as string)).toLowerCase(),
          medium: m.medium,
          to: m.to.toLowerCase(),
          message: m.message,
        }
      : {
          kind: 'send' as const,
          medium: m.medium,
          to: m.to.toLowerCase(),
          message: m.message,
          parentId: (m.parentId ?? m.parent?.id ?? m.parent?.identifier)?.toLowerCase(),
          attachments: m.attachments,
        },
  );
export type ChatSend = z.input<typeof chatSendSchema>;

/** The `edit_message` event (Plaza's): only the author edits, and only a message not deleted. */
export const chatEditSchema = z
  .object({
    id: uuid('Message id').optional(),
    identifier: uuid('Message id').optional(),
    message: requiredText('Message', { max: CHAT.messageMax, multiline: true }),
  })
  .superRefine((m, ctx) => oneMessage(ctx, m.id, m.identifier))
  .transform((m) => ({ id: (m.id ?? m.identifier ?? '').toLowerCase(), message: m.message }));
export type ChatEdit = z.input<typeof chatEditSchema>;

/** The `delete_message` event: the spec's `identifier` (or Plaza's `id`), with the conversation's `to` and `medium`. */
export const chatDeleteSchema = z
  .object({
    id: uuid('Message id').optional(),
    identifier: uuid('Identifier').optional(),
    medium: oneOf('Medium', CHAT.media),
    to: uuid('Recipient'),
  })
  .superRefine((m, ctx) => oneMessage(ctx, m.id, m.identifier))
  .transform((m) => ({ id: (m.id ?? m.identifier ?? '').toLowerCase(), medium: m.medium, to: m.to.toLowerCase() }));
export type ChatDelete = z.input<typeof chatDeleteSchema>;

/** The `typing` event (spec: to, user, medium); the server names the typing user itself, whatever `user` says. */
export const chatTypingSchema = z
  .object({ medium: oneOf('Medium', CHAT.media), to: uuid('Recipient') })
  .transform((t) => ({ medium: t.medium, to: t.to.toLowerCase() }));
export type ChatTyping = z.input<typeof chatTypingSchema>;

/** Someone typing: `to` is the one typed to (direct) or the post; `roomName` the conversation's (spec's client compares it). */
export const typingEventSchema = z.object({
  medium: chatMediumSchema,
  to: z.uuid(),
  roomName: z.string(),
  user: userSummarySchema,
});
export type ChatTypingEvent = z.infer<typeof typingEventSchema>;

/** The answer to join_post, and what the room hears whenever its count changes. */
export const viewerCountSchema = z.object({ postId: z.uuid(), counter: z.number().int() });
export type ViewerCount = z.infer<typeof viewerCountSchema>;

/** A live started: its post, whose first segment can be played now (issue 22). */
export const liveStartedSchema = z.object({ postId: z.uuid() });
export type LiveStarted = z.infer<typeof liveStartedSchema>;

/** A live ended: its post, which now waits for its recording's transcode (issue 22). */
export const liveEndedSchema = z.object({ postId: z.uuid() });
export type LiveEnded = z.infer<typeof liveEndedSchema>;

/** A contact went offline (their last tab closed). The spec's client reads `userId`. */
export const disconnectedSchema = z.object({ userId: z.uuid(), lastOnlineDate: z.iso.datetime({ offset: true }) });

/** A list of user ids (spec 02 §3 Users online). */
export const usersOnlineSchema = z.array(z.uuid());
