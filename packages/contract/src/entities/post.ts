import { z } from 'zod';
import { MEDIA, POST } from '../limits.js';
import { userSummarySchema } from './community.js';

const timestamp = () => z.iso.datetime({ offset: true });

/** The post's counters (spec 02 §3 postReaction). */
export const postReactionSchema = z.object({
  likesCount: z.number().int(),
  dislikesCount: z.number().int(),
  commentsCount: z.number().int(),
  viewsCount: z.number().int(),
  liveStreamViewersCount: z.number().int(),
});

/**
 * Where the video stands in the media pipeline. While `processing`, the original plays;
 * `failed` carries the reason, shown to the author only (null for everyone else).
 */
export const postMediaSchema = z.object({
  status: z.enum(MEDIA.statuses),
  durationSeconds: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The HLS rendition heights, lowest first; empty until transcoded. */
  renditions: z.array(z.number().int()),
  /** File names for the video view call: thumbnail.jpg, master.m3u8; null until they exist. */
  thumbnail: z.string().nullable(),
  hlsPlaylist: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type PostMedia = z.infer<typeof postMediaSchema>;

/** What the caller may do with a post, computed by the server with the post (Outline style). */
export const postPermissionsSchema = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canFeature: z.boolean(),
  canReport: z.boolean(),
});

export const postChannelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  zoneId: z.uuid(),
  zone: z.object({ id: z.uuid(), name: z.string(), subdomain: z.string() }),
});

/** A post (spec 02 §3). A post without a channel is shared from its author's own profile. */
export const postSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** The name of the post's media folder: the video view call is /post/video/view/{slug}/{file}. */
  slug: z.string(),
  /** The original upload's file name within the media folder (original.mp4, ...). */
  videoName: z.string(),
  type: z.literal('video'),
  /** Live now. */
  streaming: z.boolean(),
  /** Was (or is) a live stream rather than an upload. */
  liveStream: z.boolean(),
  public: z.boolean(),
  allowDislike: z.boolean(),
  /** Comments are open (else creating one is POST_COMMENTS_NOT_ALLOWED). */
  allowComments: z.boolean(),
  createdOn: timestamp(),
  createdBy: userSummarySchema,
  channel: postChannelSchema.nullable(),
  liked: z.boolean(),
  disliked: z.boolean(),
  /** Created within POST.newlyCreatedHours. */
  newlyCreated: z.boolean(),
  /** Pinned to its author's profile. */
  featured: z.boolean(),
  postReaction: postReactionSchema,
  media: postMediaSchema,
  permissions: postPermissionsSchema,
});
export type Post = z.infer<typeof postSchema>;

/** The caller's reaction to a post and the counts after it (like create and remove). */
export const reactionStateSchema = z.object({
  postId: z.uuid(),
  liked: z.boolean(),
  disliked: z.boolean(),
  likesCount: z.number().int(),
  dislikesCount: z.number().int(),
});
export type ReactionState = z.infer<typeof reactionStateSchema>;

/** An open report, as the super admin's moderation list shows it. */
export const postReportSchema = z.object({
  id: z.uuid(),
  reason: z.enum(POST.reportReasons),
  details: z.string(),
  reportedBy: userSummarySchema,
  createdOn: timestamp(),
  post: z.object({
    id: z.uuid(),
    title: z.string(),
    slug: z.string(),
    thumbnail: z.string().nullable(),
    public: z.boolean(),
    createdBy: userSummarySchema,
  }),
});
export type PostReport = z.infer<typeof postReportSchema>;
