import { z } from 'zod';
import { NOTIFICATION } from '../limits-social.js';
import { userSummarySchema } from './community.js';
import { postSchema } from './post.js';

const timestamp = () => z.iso.datetime({ offset: true });

/** A comment under a post (spec 02 §3), with what the caller may do with it. */
export const commentSchema = z.object({
  id: z.uuid(),
  comment: z.string(),
  postId: z.uuid(),
  /** The top-level comment this one answers; null for a top-level comment. Replies are one level deep. */
  parentId: z.uuid().nullable(),
  user: userSummarySchema,
  replyCount: z.number().int(),
  /**
   * The spec's paged `replies`. None come with a comment (an empty page of `limit` 0 whose `total`
   * is the reply count): replies load on demand with GET /post/comment/list/{postId}/{parentId}.
   */
  replies: z.object({
    data: z.array(z.never()).max(0),
    total: z.number().int(),
    limit: z.literal(0),
    skip: z.literal(0),
  }),
  likesCount: z.number().int(),
  liked: z.boolean(),
  edited: z.boolean(),
  updatedOn: timestamp(),
  createdOn: timestamp(),
  /** Only the author edits; the author or the super admin deletes. */
  permissions: z.object({ canEdit: z.boolean(), canDelete: z.boolean() }),
});
export type Comment = z.infer<typeof commentSchema>;

/** The caller's like of a comment and the count after it. */
export const commentLikeStateSchema = z.object({
  commentId: z.uuid(),
  liked: z.boolean(),
  likesCount: z.number().int(),
});
export type CommentLikeState = z.infer<typeof commentLikeStateSchema>;

/** What a removal changed, so a list can drop the comment and fix its counters without reloading. */
export const removedCommentSchema = z.object({
  commentId: z.uuid(),
  parentId: z.uuid().nullable(),
  /** The parent's replyCount after the removal; null for a top-level comment. */
  parentReplyCount: z.number().int().nullable(),
  /** The post's commentsCount after the removal (a top-level comment takes its replies with it). */
  commentsCount: z.number().int(),
});
export type RemovedComment = z.infer<typeof removedCommentSchema>;

/** A saved post in a folder. */
export const folderItemSchema = z.object({
  id: z.uuid(),
  folderId: z.uuid(),
  postId: z.uuid(),
  post: postSchema,
  createdOn: timestamp(),
});
export type FolderItem = z.infer<typeof folderItemSchema>;

/** One of the caller's folders (spec 02 §3 Folder). */
export const folderSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Saved posts the caller may still see. */
  itemCount: z.number().int(),
  /** The latest few (FOLDER.previewItems), for the folder's cover. */
  folderItems: z.array(folderItemSchema),
  /** Whether the post named by the list's `postId` is in this folder (false without one). */
  hasPost: z.boolean(),
  createdOn: timestamp(),
});
export type Folder = z.infer<typeof folderSchema>;

/** A person in the caller's contacts; contacts see each other's e-mail and presence. */
export const contactSchema = z.object({
  id: z.uuid(),
  contactUser: z.object({
    id: z.uuid(),
    fullName: z.string(),
    userName: z.string().nullable(),
    displayPhoto: z.string().nullable(),
    email: z.string(),
  }),
  online: z.boolean(),
  /** When they were last connected; null if never since presence was kept. */
  lastOnlineDate: timestamp().nullable(),
  createdOn: timestamp(),
});
export type Contact = z.infer<typeof contactSchema>;

/** A person found by the user search (spec 02 §3 User), with where they stand with the caller. */
export const userSearchResultSchema = userSummarySchema.extend({
  /** Has a pending invitation: to the channel when the search names one (from anyone), else a contact invitation from the caller. */
  invited: z.boolean(),
  isInContact: z.boolean(),
  contactUserId: z.uuid().nullable(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

/** Where another user stands with the caller, shown on their profile. */
export const profileRelationSchema = z.object({
  self: z.boolean(),
  isInContact: z.boolean(),
  /** The caller has sent them a contact invitation that is still pending. */
  invited: z.boolean(),
  /** Their pending contact invitation to the caller, to accept from the profile. */
  invitationReceivedId: z.uuid().nullable(),
  /** The caller has blocked them. */
  blocked: z.boolean(),
  /** Only for oneself and contacts. */
  email: z.string().nullable(),
  online: z.boolean().nullable(),
  lastOnlineDate: timestamp().nullable(),
  contactsCount: z.number().int(),
  /** Contacts the caller and they have in common. */
  mutualContactsCount: z.number().int(),
});
export type ProfileRelation = z.infer<typeof profileRelationSchema>;

/** A notification (spec 02 §3). `post` and `comment` say what it is about; `message` is a system text. */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION.types),
  /** Who caused it; null for a system notification. */
  createdBy: userSummarySchema.nullable(),
  post: z.object({ id: z.uuid(), title: z.string(), slug: z.string(), thumbnail: z.string().nullable() }).nullable(),
  comment: z.object({ id: z.uuid(), excerpt: z.string(), parentId: z.uuid().nullable() }).nullable(),
  message: z.string().nullable(),
  /** A meeting_invitation's meeting: its address, title and start. */
  meeting: z.object({ slug: z.string(), title: z.string(), startDate: timestamp() }).nullable(),
  viewedOn: timestamp().nullable(),
  readOn: timestamp().nullable(),
  createdOn: timestamp(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationCountsSchema = z.object({
  unviewedCount: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;
