import { z } from 'zod';
import { buildPath, defineEndpoint } from '../endpoint.js';
import { postReportSchema, postSchema, reactionStateSchema } from '../entities/post.js';
import { feedCursorField } from '../feed-cursor.js';
import { pagedSchema, successSchema } from '../http.js';
import { API_VERSION, LISTS, PATH_NAME_MAX, POST } from '../limits.js';
import { messages } from '../messages.js';
import {
  flagField,
  oneOf,
  optionalText,
  optionalUuid,
  paging,
  pathName,
  requiredText,
  searchTerm,
  uuid,
} from '../rules.js';

const postIdParams = z.object({ postId: uuid('Post id') });
const idParams = z.object({ id: uuid('Post id') });

/**
 * The feed (spec 02 §7 GET /post/feed/list). Without a sort: newest, or best match for a search.
 * The newest-first feed may be continued by `cursor` (a page's `nextCursor`) instead of `skip`.
 */
export const feedQuery = z
  .object({
    ...paging(POST.feedPage, LISTS.maxPageSize),
    cursor: feedCursorField(),
    channelId: optionalUuid('Channel id'),
    zoneId: optionalUuid('Zone id'),
    /** Posts of one author (their profile). */
    userId: optionalUuid('User id'),
    /** Only posts of channels the caller follows. */
    following: flagField('Following').optional(),
    /** Only live posts. */
    streaming: flagField('Streaming').optional(),
    searchTerm: searchTerm(),
    sort: oneOf('Sort', POST.sorts).optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.cursor) return;
    if (query.skip > 0) ctx.addIssue({ code: 'custom', message: messages.feedCursorWithSkip, path: ['cursor'] });
    if (query.searchTerm || (query.sort && query.sort !== 'newest')) {
      ctx.addIssue({ code: 'custom', message: messages.feedCursorOrder, path: ['cursor'] });
    }
  });
export type FeedQuery = z.infer<typeof feedQuery>;

export const postTitle = () => requiredText('Title', { max: POST.titleMax });
export const postDescription = () => optionalText('Description', POST.descriptionMax, { multiline: true });

/**
 * The text fields of the multipart video upload. They must come before the file part, so the
 * server can refuse bad input before reading the video. Form fields are text: public is 'true'
 * or 'false' and an empty channelId means "no channel".
 */
export const videoUploadFields = z.object({
  title: postTitle(),
  description: postDescription().default(''),
  channelId: optionalUuid('Channel'),
  public: flagField('Public').default(true),
});
export type VideoUploadFields = z.input<typeof videoUploadFields>;
/** The multipart field that carries the video file; it comes last. */
export const VIDEO_FILE_FIELD = 'videoFile';

export const postUpdateBody = z.object({
  title: postTitle().optional(),
  description: postDescription().optional(),
  public: flagField('Public').optional(),
});

export const viewStatsBody = z
  .object({
    postId: uuid('Post id'),
    startedFrom: z
      .number({ error: messages.wrongType('Started from', 'a number') })
      .min(0, { error: messages.biggerOrEqual(0) })
      .max(POST.watchSecondsMax, { error: messages.smallerOrEqual(POST.watchSecondsMax) }),
    endedAt: z
      .number({ error: messages.wrongType('Ended at', 'a number') })
      .int({ error: messages.wrongType('Ended at', 'a whole number of seconds (rounded up)') })
      .min(0, { error: messages.biggerOrEqual(0) })
      .max(POST.watchSecondsMax, { error: messages.smallerOrEqual(POST.watchSecondsMax) }),
  })
  .refine((b) => b.endedAt >= b.startedFrom, {
    error: 'Ended at must not be before started from',
    path: ['endedAt'],
  });

export const reactionBody = z.object({
  postId: uuid('Post id'),
  type: oneOf('Type', ['like', 'dislike']),
});

export const reportBody = z.object({
  reason: oneOf('Reason', POST.reportReasons),
  details: optionalText('Details', POST.reportDetailsMax, { multiline: true }).default(''),
});

const POST_ERRORS = ['POST_NOT_FOUND'] as const;

/** Posts (spec 02 §7 Posts). A post the caller may not see answers POST_NOT_FOUND. */
export const posts = {
  feed: defineEndpoint({
    method: 'GET',
    path: '/post/feed/list',
    summary:
      'The timeline: posts the caller may see, in the selected zone if any; filters for channel, zone, author, following, live and search',
    tag: 'post',
    access: 'user',
    query: feedQuery,
    reply: pagedSchema(postSchema).extend({
      /**
       * The newest-first feed's next page, to send as `cursor`; null after the last page. Absent
       * where the order pages only with skip (popular, searches). A cursor page's `skip` is its
       * position and its `total` the first page's count.
       */
      nextCursor: z.string().nullable().optional(),
    }),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/post/feed/detail/:postId',
    summary: 'One post',
    tag: 'post',
    access: 'user',
    params: postIdParams,
    reply: postSchema,
    errors: POST_ERRORS,
  }),
  recommended: defineEndpoint({
    method: 'GET',
    path: '/post/feed/recommended/:postId',
    summary: 'Videos to watch after this one: its channel first, then the most viewed',
    tag: 'post',
    access: 'user',
    params: postIdParams,
    reply: z.object({ data: z.array(postSchema) }),
    errors: POST_ERRORS,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/post/update/:postId',
    summary: "Change a post's title, description or visibility (its author only)",
    tag: 'post',
    access: 'user',
    params: postIdParams,
    body: postUpdateBody,
    reply: postSchema,
    errors: [...POST_ERRORS, 'NOT_AUTHORIZED', 'EDIT_POST_PAYLOAD_EMPTY'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/post/remove/:id',
    summary: 'Delete a post and its media (its author, or the super admin moderating)',
    tag: 'post',
    access: 'user',
    params: idParams,
    reply: successSchema,
    errors: [...POST_ERRORS, 'NOT_AUTHORIZED'],
  }),
  createVideo: defineEndpoint({
    method: 'POST',
    path: '/post/video/create',
    // Spec 02 §7 writes the upload as `POST video/create/`, relative to the API's base.
    aliases: ['/video/create'],
    summary:
      'Upload a video (multipart: title, description, channelId, public, then videoFile). The file is checked by content and transcoded in the background',
    tag: 'post',
    access: 'user',
    bodyType: 'multipart',
    body: videoUploadFields.extend({ [VIDEO_FILE_FIELD]: z.file() }),
    reply: postSchema,
    errors: ['CHANNEL_NOT_FOUND', 'USER_NOT_CHANNEL_MEMBER', 'INSUFFICIENT_MEMBERSHIP', 'INVALID_VIDEO_FORMAT'],
  }),
  featured: defineEndpoint({
    method: 'GET',
    path: '/post/featured/user/:userId',
    summary: "The post pinned to a user's profile, if the caller may see it; null when there is none",
    tag: 'post',
    access: 'user',
    params: z.object({ userId: uuid('User id') }),
    reply: postSchema.nullable(),
    errors: ['USER_NOT_FOUND'],
  }),
  feature: defineEndpoint({
    method: 'POST',
    path: '/post/featured/:postId',
    summary: "Pin one of the caller's own posts to their profile (replacing the one pinned before)",
    tag: 'post',
    access: 'user',
    params: postIdParams,
    reply: postSchema,
    errors: [...POST_ERRORS, 'NOT_AUTHORIZED'],
  }),
  unfeature: defineEndpoint({
    method: 'DELETE',
    path: '/post/featured',
    summary: "Unpin the post pinned to the caller's profile",
    tag: 'post',
    access: 'user',
    reply: successSchema,
  }),
  videoView: defineEndpoint({
    method: 'GET',
    path: '/post/video/view/:slug/:videoName',
    summary:
      "A post's media file: the original upload, thumbnail.jpg, or the HLS playlists and segments. Checks that the caller may see the post, then redirects (302) to the file's signed address (media file call)",
    tag: 'post',
    access: 'user',
    params: z.object({ slug: pathName('Slug', PATH_NAME_MAX), videoName: pathName('File name', PATH_NAME_MAX) }),
    replyContentType: 'video/mp4',
    reply: z.unknown(),
    errors: ['VIDEO_NOT_FOUND'],
  }),
  mediaFile: defineEndpoint({
    method: 'GET',
    path: '/media/:slug/:signature/:fileName',
    summary:
      "A post's media file at a signed, expiring address (from the video view call): checked without a session or the database, so a CDN may cache a public post's files. Playlists name their segments relative to it (or, with S3 storage, at presigned bucket URLs); other files may redirect to the bucket. Honours Range requests",
    tag: 'post',
    access: 'public',
    params: z.object({
      slug: pathName('Slug', PATH_NAME_MAX),
      signature: pathName('Signature', PATH_NAME_MAX),
      fileName: pathName('File name', PATH_NAME_MAX),
    }),
    replyContentType: 'video/mp4',
    reply: z.unknown(),
    errors: ['VIDEO_NOT_FOUND'],
  }),
  viewStats: defineEndpoint({
    method: 'POST',
    path: '/post/video/stats/views',
    summary: "Report watch progress; a user's view of a post counts once per 12 hours",
    tag: 'post',
    access: 'user',
    body: viewStatsBody,
    reply: z.object({ counted: z.boolean(), viewsCount: z.number().int() }),
    errors: POST_ERRORS,
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/post/like/create',
    summary: 'Like or dislike a post (spec 02 §4 Reactions)',
    tag: 'post',
    access: 'user',
    body: reactionBody,
    reply: reactionStateSchema,
    errors: [...POST_ERRORS, 'POST_DISLIKE_NOT_ALLOWED'],
  }),
  unlike: defineEndpoint({
    method: 'DELETE',
    path: '/post/like/remove/:postId',
    summary: "Remove the caller's like or dislike",
    tag: 'post',
    access: 'user',
    params: postIdParams,
    reply: reactionStateSchema,
    errors: POST_ERRORS,
  }),
} as const;

/** Reports: any viewer reports a post; the super admin reviews them. */
export const postReports = {
  create: defineEndpoint({
    method: 'POST',
    path: '/post/report/:postId',
    summary: "Report someone else's post to the moderators (once per post and user while open)",
    tag: 'post',
    access: 'user',
    params: postIdParams,
    body: reportBody,
    reply: successSchema,
    errors: [...POST_ERRORS, 'NOT_AUTHORIZED'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/post/report/list',
    summary: 'Open reports, newest first (super admin)',
    tag: 'post',
    access: 'superAdmin',
    query: z.object(paging(LISTS.memberPage, LISTS.maxPageSize)),
    reply: pagedSchema(postReportSchema),
  }),
  dismiss: defineEndpoint({
    method: 'POST',
    path: '/post/report/dismiss/:id',
    summary: 'Close a report without removing the post (super admin)',
    tag: 'post',
    access: 'superAdmin',
    params: z.object({ id: uuid('Report id') }),
    reply: successSchema,
    errors: ['ROUTE_NOT_FOUND'],
  }),
} as const;

/** The signed address of one of a post's media files (the media file call). */
export function signedMediaUrl(slug: string, signature: string, fileName: string): string {
  return `/${API_VERSION}${buildPath(posts.mediaFile.path, { slug, signature, fileName })}`;
}

/** The address of one of a post's media files (the video view call), as a browser loads it. */
export function postMediaUrl(post: { slug: string }, fileName: string): string {
  return `/${API_VERSION}${buildPath(posts.videoView.path, { slug: post.slug, videoName: fileName })}`;
}
