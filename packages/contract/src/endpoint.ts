import type { z } from 'zod';
import type { ErrorCode } from './errors.js';
import type { RateLimit } from './rate-limits.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint. Finer rules (zone roles, ownership) live in the server's services. */
export type Access = 'public' | 'user' | 'superAdmin';

export interface Endpoint {
  method: HttpMethod;
  /** Path under /v1, with `:name` parameters, exactly as the spec's "calls it makes" name it. */
  path: string;
  /**
   * Other paths that reach the same handler: another spelling of the call in the spec (spec 02 §7
   * `POST video/create/` for `/post/video/create`). An alias names a subset of the path's parameters;
   * the ones it leaves out arrive missing, so `params` must allow that.
   */
  aliases?: readonly string[];
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body travels; 'multipart' is form data (file uploads), described by `body`'s fields. */
  bodyType?: 'json' | 'multipart';
  reply: z.ZodType;
  /** The reply's media type when it is not JSON (an image, say); `reply` is then z.unknown(). */
  replyContentType?: string;
  /** Error codes this call can answer with, for the docs. */
  errors?: readonly ErrorCode[];
  /**
   * The reply carries a credential (a session's tokens, a secret shown once): it is sent with
   * `Cache-Control: no-store` and never compressed, so no cache keeps it and a compression oracle
   * (BREACH) cannot read it out byte by byte beside text an attacker echoes.
   */
  secretReply?: true;
  /** Counted by the server before the handler runs (see RateLimit); refusals are TOO_MANY_REQUESTS. */
  rateLimits?: readonly RateLimit[];
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type InferIn<T> = T extends z.ZodType ? z.input<T> : undefined;

export type ParamsOf<E extends Endpoint> = Infer<E['params']>;
export type QueryOf<E extends Endpoint> = Infer<E['query']>;
export type BodyOf<E extends Endpoint> = Infer<E['body']>;
export type ReplyOf<E extends Endpoint> = z.output<E['reply']>;

/** What a caller passes: the input side of each schema (defaults may be left out). */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: InferIn<E['params']> }
  : object) &
  (E['query'] extends z.ZodType ? { query?: InferIn<E['query']> } : object) &
  (E['body'] extends z.ZodType ? { body: InferIn<E['body']> } : object);

/** Fills `:name` parameters of a path, encoding each value. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return (
    path
      .replace(/:([A-Za-z]+)(\?)?/g, (_, name: string, optional?: string) => {
        const value = params[name];
        if (value === undefined || value === null || value === '') {
          if (optional) return '';
          throw new Error(`Missing path parameter ${name} for ${path}`);
        }
        return encodeURIComponent(String(value));
      })
      .replace(/\/+$/, '') || '/'
  );
}

/** The names of a path's `:name` parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)\??/g)].map((m) => m[1]!);
}

/** Every path an endpoint answers on: its own first, then its aliases. */
export function pathsOf(endpoint: Endpoint): string[] {
  return [endpoint.path, ...(endpoint.aliases ?? [])];
}

/** `/user/profile/:userName` → `/user/profile/{userName}` for OpenAPI. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)\??/g, '{$1}');
}
