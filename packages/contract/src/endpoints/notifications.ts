import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { notificationCountsSchema, notificationSchema } from '../entities/social.js';
import { pagedSchema } from '../http.js';
import { NOTIFICATION } from '../limits-social.js';
import { LISTS } from '../limits.js';
import { messages } from '../messages.js';
import { oneOf, paging, uuid } from '../rules.js';

export const notificationListQuery = z.object({
  ...paging(LISTS.notificationsPage, LISTS.maxPageSize),
  /** One type; `all` (what the spec's client sends for every type) or nothing means every type. */
  type: z.preprocess(
    (v: string | undefined) => (v === 'all' || v === '' ? undefined : v),
    oneOf('Type', NOTIFICATION.types).optional(),
  ),
});

export const notificationViewBody = z.object({
  notificationIds: z
    .array(uuid('Notification id'), { error: messages.required('Notification ids') })
    .min(1, { error: messages.required('Notification ids') })
    .max(NOTIFICATION.viewBatchMax, { error: messages.smallerOrEqual(NOTIFICATION.viewBatchMax) }),
});

/** The caller's notifications (spec 02 §7 Activity, notifications). New ones also arrive on the socket. */
export const notifications = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notification/list',
    summary: "The caller's notifications, newest first, with the unviewed and unread counts",
    tag: 'notification',
    access: 'user',
    query: notificationListQuery,
    reply: pagedSchema(notificationSchema).extend(notificationCountsSchema.shape),
  }),
  counts: defineEndpoint({
    method: 'GET',
    path: '/notification/counts',
    summary: 'The unviewed and unread counts, for the badge',
    tag: 'notification',
    access: 'user',
    reply: notificationCountsSchema,
  }),
  view: defineEndpoint({
    method: 'POST',
    path: '/notification/view',
    summary: "Mark notifications seen (leaving the panel); others' ids are ignored",
    tag: 'notification',
    access: 'user',
    body: notificationViewBody,
    reply: notificationCountsSchema,
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/notification/read/:id',
    summary: 'Mark a notification read (and seen): it was opened',
    tag: 'notification',
    access: 'user',
    params: z.object({ id: uuid('Notification id') }),
    reply: notificationCountsSchema,
    errors: ['NOTIFICATION_NOT_FOUND'],
  }),
} as const;
