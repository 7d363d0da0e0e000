import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  chatAttachmentSchema,
  chatConversationSchema,
  chatMessagePageSchema,
  chatUnreadCountSchema,
} from '../entities/chat.js';
import { pagedSchema } from '../http.js';
import { CHAT } from '../limits-chat.js';
import { LISTS, PATH_NAME_MAX } from '../limits.js';
import { dateTime, oneOf, paging, pathName, searchTerm, uuid } from '../rules.js';
import { CHAT_ATTACHMENT_LIMIT } from '../rate-limits.js';

export const chatUserSchema = z.object({ userId: uuid('User id') });

export const chatHistoryQuery = z.object({
  limit: paging(LISTS.chatMessageDefault, CHAT.historyMax).limit,
  /** Only messages sent before this moment (the createdOn of the oldest message shown). */
  lastDate: z.preprocess((v) => (v === '' ? undefined : v), dateTime('Last date').optional()),
});

export const chatConversationsQuery = z.object({
  ...paging(CHAT.conversationsPage, CHAT.historyMax),
  /** Part of a name or username. */
  search: searchTerm('Search', CHAT.searchMax),
});

/** Chat (spec 02 §7 Chat). Sending, editing and deleting go over the socket. */
export const chat = {
  messages: defineEndpoint({
    method: 'GET',
    path: '/chat/list/messages/:medium/:id',
    summary:
      'History of a conversation (id: the other user) or of a post’s live room (id: the post), newest first, before lastDate',
    tag: 'chat',
    access: 'user',
    params: z.object({ medium: oneOf('Medium', CHAT.media), id: uuid('Id') }),
    query: chatHistoryQuery,
    reply: chatMessagePageSchema,
    errors: ['USER_NOT_FOUND', 'POST_NOT_FOUND'],
  }),
  unreadCounts: defineEndpoint({
    method: 'GET',
    path: '/chat/message/unread/counts',
    summary: 'Unread direct messages, per sender',
    tag: 'chat',
    access: 'user',
    reply: z.array(chatUnreadCountSchema),
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/chat/message/read/:userId',
    summary: 'Mark the conversation with this user read (opening it resets its unread count); other tabs hear it',
    tag: 'chat',
    access: 'user',
    params: chatUserSchema,
    reply: chatUnreadCountSchema,
    errors: ['USER_NOT_FOUND'],
  }),
  conversations: defineEndpoint({
    method: 'GET',
    path: '/chat/conversations',
    summary: 'Your conversations: contacts and anyone you have messages with, latest message first',
    tag: 'chat',
    access: 'user',
    query: chatConversationsQuery,
    reply: pagedSchema(chatConversationSchema),
  }),
  uploadAttachment: defineEndpoint({
    method: 'POST',
    path: '/chat/attachment',
    summary: 'Upload an image to send with a message (jpg, jpeg, png, bmp or svg; stored as WebP)',
    tag: 'chat',
    access: 'user',
    bodyType: 'multipart',
    body: z.object({ file: z.file() }),
    reply: chatAttachmentSchema,
    errors: ['INVALID_IMAGE_FORMAT', 'IMAGE_TOO_COMPLEX', 'PAYLOAD_TOO_LARGE', 'NOT_VALID', 'TOO_MANY_REQUESTS'],
    rateLimits: [CHAT_ATTACHMENT_LIMIT],
  }),
  attachment: defineEndpoint({
    method: 'GET',
    path: '/chat/attachment/:name',
    summary: 'An attachment, only to the parties of its conversation (before it is sent, only to its uploader)',
    tag: 'chat',
    access: 'user',
    params: z.object({ name: pathName('Attachment', PATH_NAME_MAX) }),
    reply: z.unknown(),
    replyContentType: 'image/webp',
    errors: ['ATTACHMENT_NOT_FOUND'],
  }),
} as const;
