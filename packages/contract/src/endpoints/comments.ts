import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { commentLikeStateSchema, commentSchema, removedCommentSchema } from '../entities/social.js';
import { pagedSchema } from '../http.js';
import { COMMENT } from '../limits-social.js';
import { LISTS } from '../limits.js';
import { messages } from '../messages.js';
import { oneOf, optionalUuid, paging, requiredText, uuid } from '../rules.js';
import { COMMENT_BURST_LIMIT, COMMENT_HOUR_LIMIT } from '../rate-limits.js';

export const commentText = () => requiredText('Comment', { max: COMMENT.max, multiline: true });

export const commentCreateBody = z.object({
  comment: commentText(),
  postId: uuid('Post id'),
  /** Answer this comment; a reply to a reply joins its top-level comment's replies. */
  parentId: optionalUuid('Parent comment id'),
});

/** The spec names the comment `commentId` ("another reading: comment, id"): either is taken. */
export const commentUpdateBody = z
  .object({
    comment: commentText(),
    commentId: uuid('Comment id').optional(),
    id: uuid('Comment id').optional(),
  })
  .superRefine((b, ctx) => {
    if (b.commentId === undefined && b.id === undefined) {
      ctx.addIssue({ code: 'custom', message: messages.required('Comment id'), path: ['commentId'] });
    } else if (b.commentId !== undefined && b.id !== undefined && b.commentId !== b.id) {
      ctx.addIssue({ code: 'custom', message: 'Comment id and id name different comments', path: ['id'] });
    }
  })
  .transform(({ comment, commentId, id }) => ({ comment, commentId: commentId ?? id ?? '' }));

export const commentListQuery = z.object({
  ...paging(COMMENT.page, LISTS.maxPageSize),
  sortBy: oneOf('Sort', COMMENT.sorts).default('createdOn'),
});

export const commentLikeBody = z.object({
  postId: uuid('Post id'),
  postCommentId: uuid('Comment id'),
});

const commentIdParams = z.object({ commentId: uuid('Comment id') });
const SEEN = ['POST_NOT_FOUND'] as const;

/** Comments (spec 02 §7 Comments). Comments of a post the caller may not see are POST_NOT_FOUND. */
export const comments = {
  create: defineEndpoint({
    method: 'POST',
    path: '/post/comment/create',
    summary:
      'Comment on a post, or reply to a comment; notifies the author, the replied-to and the @mentioned. ' +
      'Limited per user in a burst and per hour (COMMENT_RATE_LIMIT)',
    tag: 'comment',
    access: 'user',
    body: commentCreateBody,
    reply: commentSchema,
    errors: [...SEEN, 'COMMENT_NOT_FOUND', 'POST_COMMENTS_NOT_ALLOWED', 'TOO_MANY_REQUESTS'],
    rateLimits: [COMMENT_BURST_LIMIT, COMMENT_HOUR_LIMIT],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/post/comment/update',
    summary: 'Edit your comment: marks it edited with the new time',
    tag: 'comment',
    access: 'user',
    body: commentUpdateBody,
    reply: commentSchema,
    errors: ['COMMENT_NOT_FOUND', 'NOT_AUTHORIZED', 'NO_CHANGES_DETECTED'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/post/comment/remove/:commentId',
    summary: 'Remove your comment (and its replies); the super admin may remove any',
    tag: 'comment',
    access: 'user',
    params: commentIdParams,
    reply: removedCommentSchema,
    errors: ['COMMENT_NOT_FOUND', 'NOT_AUTHORIZED'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/post/comment/list/:postId',
    summary: "A post's top-level comments, newest or most liked first",
    tag: 'comment',
    access: 'user',
    params: z.object({ postId: uuid('Post id') }),
    query: commentListQuery,
    reply: pagedSchema(commentSchema),
    errors: SEEN,
  }),
  replies: defineEndpoint({
    method: 'GET',
    path: '/post/comment/list/:postId/:parentId',
    summary: "A comment's replies, loaded on demand",
    tag: 'comment',
    access: 'user',
    params: z.object({ postId: uuid('Post id'), parentId: uuid('Parent comment id') }),
    query: commentListQuery.extend(paging(COMMENT.repliesPage, LISTS.maxPageSize)),
    reply: pagedSchema(commentSchema),
    errors: [...SEEN, 'COMMENT_NOT_FOUND'],
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/post/comment/like/create',
    summary: 'Like a comment (liking twice changes nothing)',
    tag: 'comment',
    access: 'user',
    body: commentLikeBody,
    reply: commentLikeStateSchema,
    errors: ['COMMENT_NOT_FOUND'],
  }),
  unlike: defineEndpoint({
    method: 'DELETE',
    path: '/post/comment/like/remove/:commentId',
    summary: 'Take back your like of a comment',
    tag: 'comment',
    access: 'user',
    params: commentIdParams,
    reply: commentLikeStateSchema,
    errors: ['COMMENT_NOT_FOUND'],
  }),
} as const;
