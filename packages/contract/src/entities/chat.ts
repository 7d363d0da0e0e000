import { z } from 'zod';
import { CHAT } from '../limits-chat.js';
import { userSummarySchema } from './community.js';

const timestamp = () => z.iso.datetime({ offset: true });

export const chatMediumSchema = z.enum(CHAT.media);

/** An image sent with a message; served by GET /chat/attachment/{name} to the conversation's parties. */
export const chatAttachmentSchema = z.object({ name: z.string() });
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** The message a reply quotes (`identifier`, as the message's own, is its id). */
export const chatParentSchema = z.object({
  id: z.uuid(),
  identifier: z.uuid(),
  message: z.string(),
  createdBy: userSummarySchema,
  deleted: z.boolean(),
});
export type ChatParent = z.infer<typeof chatParentSchema>;

/**
 * A chat message (spec 02 §3). `id` is the server's identifier, and so is `identifier` (the same
 * value): the spec keys messages by `identifier`, which in a tab is a temporary number until the
 * server's copy replaces it (spec 02 §4), and only a message with the server's identifier may be
 * edited or deleted (§6). `to` is the recipient's user id (direct) or the post id (post);
 * `roomName` names the conversation (`post_<id>` for a post's live room: postRoomName). A
 * deleted message keeps its place with its text and attachments cleared.
 */
export const chatMessageSchema = z.object({
  id: z.uuid(),
  identifier: z.uuid(),
  message: z.string(),
  createdBy: userSummarySchema,
  createdOn: timestamp(),
  updatedOn: timestamp(),
  medium: chatMediumSchema,
  /** text, or a line the server added (missed_call). */
  kind: z.enum(CHAT.messageKinds),
  roomName: z.string(),
  to: z.uuid(),
  parent: chatParentSchema.nullable(),
  attachments: z.array(chatAttachmentSchema),
  edited: z.boolean(),
  deleted: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The `roomName` of a post's live room, as messages and typing events carry it (the spec's client compares it). */
export const postRoomName = (postId: string) => `post_${postId}`;

/** The `roomName` of a direct conversation: the same for both parties. */
export function directRoomName(a: string, b: string): string {
  return a < b ? `direct_${a}_${b}` : `direct_${b}_${a}`;
}

/** A page of history, newest first; the next page asks for messages before the last one's createdOn. */
export const chatMessagePageSchema = z.object({
  data: z.array(chatMessageSchema),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

/** Unread direct messages from one user (spec 02 §3 Unread count). */
export const chatUnreadCountSchema = z.object({ userId: z.uuid(), count: z.number().int() });
export type ChatUnreadCount = z.infer<typeof chatUnreadCountSchema>;

/** The last message of a conversation, as the conversation list shows it. */
export const chatLastMessageSchema = z.object({
  id: z.uuid(),
  /** The text, cut to CHAT.previewMax; empty when deleted. */
  preview: z.string(),
  createdOn: timestamp(),
  fromMe: z.boolean(),
  deleted: z.boolean(),
  attachmentCount: z.number().int(),
});

/** One row of /messages: a contact, or someone the caller has messages with. */
export const chatConversationSchema = z.object({
  user: userSummarySchema,
  lastMessage: chatLastMessageSchema.nullable(),
  unreadCount: z.number().int(),
  /** Only contacts can be sent messages; the history of a former contact stays readable. */
  canMessage: z.boolean(),
  /** When the user was last online (null: never, or online now as far as the server knew). */
  lastOnlineDate: timestamp().nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;
