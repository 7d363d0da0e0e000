import { API_VERSION, type Comment, type Endpoint } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { vi } from 'vitest';
import { AUTHOR } from '../../../../../testing/post-fixture';
import { aComment } from './comment-fixture';

export interface SentCall {
  endpoint: Endpoint;
  params: string[];
  query: URLSearchParams;
  body: unknown;
}

interface Failure {
  status: number;
  code: string;
}

type Body = Record<string, string | undefined>;
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const endpoints = Object.values(api.comments) as Endpoint[];
const patternOf = (path: string) => new RegExp(`^/${API_VERSION}${path.replace(/:\w+/g, '([^/]+)')}$`);

/**
 * The comment endpoints as a small in-memory server, for component tests: it keeps the comments,
 * pages and sorts them, and records each call. `failNext` refuses the next call to an endpoint;
 * `holdNext` keeps its answer back until the test releases it.
 */
export function fakeCommentsServer(initial: Comment[]) {
  let comments = [...initial];
  const sent: SentCall[] = [];
  const failures = new Map<Endpoint, Failure>();
  const holds = new Map<Endpoint, Promise<void>>();
  let clock = Date.parse('2026-03-10T10:00:00.000Z');
  const now = () => new Date((clock += 60_000)).toISOString();
  const find = (id: string | undefined) => comments.find((comment) => comment.id === id);
  const setComment = (updated: Comment) => {
    comments = comments.map((comment) => (comment.id === updated.id ? updated : comment));
    return updated;
  };

  function page(list: Comment[], query: URLSearchParams, sortBy = query.get('sortBy') ?? 'createdOn') {
    const sorted = [...list].sort((a, b) =>
      sortBy === 'likesCount' ? b.likesCount - a.likesCount : b.createdOn.localeCompare(a.createdOn),
    );
    const skip = Number(query.get('skip') ?? 0);
    const limit = Number(query.get('limit') ?? 10);
    return { data: sorted.slice(skip, skip + limit), total: list.length, limit, skip };
  }

  function answer(endpoint: Endpoint, params: string[], query: URLSearchParams, body: Body): unknown {
    switch (endpoint) {
      case api.comments.list:
        return page(
          comments.filter((comment) => comment.parentId === null),
          query,
        );
      case api.comments.replies:
        return page(
          comments.filter((comment) => comment.parentId === params[1]),
          query,
          'createdOn',
        );
      case api.comments.create: {
        const target = find(body.parentId);
        const parentId = target ? (target.parentId ?? target.id) : null;
        const parent = find(parentId ?? undefined);
        if (parent) setComment({ ...parent, replyCount: parent.replyCount + 1 });
        const time = now();
        const created = aComment({
          comment: body.comment,
          parentId,
          user: AUTHOR,
          createdOn: time,
          updatedOn: time,
          permissions: { canEdit: true, canDelete: true },
        });
        comments.push(created);
        return created;
      }
      case api.comments.update:
        return setComment({ ...find(body.commentId)!, comment: body.comment!, edited: true, updatedOn: now() });
      case api.comments.remove: {
        const removed = find(params[0])!;
        comments = comments.filter((comment) => comment.id !== removed.id && comment.parentId !== removed.id);
        const parent = find(removed.parentId ?? undefined);
        if (parent) setComment({ ...parent, replyCount: parent.replyCount - 1 });
        return {
          commentId: removed.id,
          parentId: removed.parentId,
          parentReplyCount: parent ? parent.replyCount - 1 : null,
          commentsCount: comments.length,
        };
      }
      case api.comments.like:
      case api.comments.unlike: {
        const liked = endpoint === api.comments.like;
        const comment = find(liked ? body.postCommentId : params[0])!;
        const likesCount = comment.likesCount + (comment.liked === liked ? 0 : liked ? 1 : -1);
        setComment({ ...comment, liked, likesCount });
        return { commentId: comment.id, liked, likesCount };
      }
      default:
        return undefined;
    }
  }

  /** Serves the comment endpoints; anything else goes to `fallback` (the post, other sections). */
  function install(fallback: (method: string, path: string) => unknown = () => undefined) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const address = new URL(url, 'http://plaza.test');
        const method = init.method ?? 'GET';
        const body = (typeof init.body === 'string' ? JSON.parse(init.body) : {}) as Body;
        for (const endpoint of endpoints) {
          const match = endpoint.method === method && patternOf(endpoint.path).exec(address.pathname);
          if (!match) continue;
          const params = match.slice(1).map(decodeURIComponent);
          sent.push({ endpoint, params, query: address.searchParams, body });
          await holds.get(endpoint);
          holds.delete(endpoint);
          const failure = failures.get(endpoint);
          failures.delete(endpoint);
          if (failure) return reply(failure.status, { statusCode: failure.status, message: failure.code, error: 'x' });
          return reply(200, answer(endpoint, params, address.searchParams, body));
        }
        const other = fallback(method, address.pathname.replace(`/${API_VERSION}`, ''));
        if (other !== undefined) return reply(200, other);
        return reply(404, { statusCode: 404, message: 'ROUTE_NOT_FOUND', error: 'Not found' });
      }),
    );
  }

  return {
    install,
    sent,
    calls: (endpoint: Endpoint) => sent.filter((call) => call.endpoint === endpoint),
    comments: () => comments,
    failNext: (endpoint: Endpoint, status = 500, code = 'INTERNAL_SERVER_ERROR') =>
      failures.set(endpoint, { status, code }),
    holdNext(endpoint: Endpoint): () => void {
      let release = () => {};
      holds.set(endpoint, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
  };
}
