import {
  API_VERSION,
  implicitErrors,
  pathsOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ErrorCode,
  type ReplyOf,
} from '@plaza/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor, AuthState } from './actor.js';
import { AppError, ValidationError } from './app-error.js';
import { enforceDeclaredLimits } from './rate-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outside production: a handler's refusal with a code its endpoint does not declare is a 500. */
    checksDeclaredErrors: boolean;
  }
}

/** What the log says when a handler refused with a code its endpoint does not declare: tests fail on it. */
export const UNDECLARED_ERROR_LOG = 'a handler refused with an error code its endpoint does not declare';

/** Outside production, makes every route check that its handler refuses only with declared codes. */
export function registerDeclaredErrorCheck(app: FastifyInstance, enabled: boolean): void {
  app.decorate('checksDeclaredErrors', enabled);
}

function declaredErrors(endpoint: Endpoint): ReadonlySet<ErrorCode> {
  return new Set([...(endpoint.errors ?? []), ...implicitErrors(endpoint)]);
}

export interface HandlerContext<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  auth: AuthState;
  /** Present for every endpoint whose access is not public. */
  actor: E['access'] extends 'public' ? Actor | null : Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ValidationError([...new Set(result.error.issues.map((issue) => issue.message))]);
}

function requireAccess(endpoint: Endpoint, auth: AuthState): Actor | null {
  if (endpoint.access === 'public') return auth.actor;
  if (!auth.actor) throw new AppError(auth.problem ?? 'NOT_SIGNED_IN');
  if (endpoint.access === 'superAdmin' && !auth.actor.user.is_super_admin) throw new AppError('NOT_AUTHORIZED');
  return auth.actor;
}

/**
 * Registers a handler for a contract endpoint, on its path and its aliases: checks who may call
 * it, validates the input with the contract's schemas (a 400 listing the problems), counts the
 * rate limits the endpoint declares (a 429 with Retry-After past one), and shapes the
 * reply with the contract's reply schema so nothing undeclared (a password hash, say) can leak.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<ReplyOf<E>>,
): void {
  for (const path of pathsOf(endpoint)) register(app, endpoint, path, handler);
}

function register<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  path: string,
  handler: (ctx: HandlerContext<E>) => Promise<ReplyOf<E>>,
): void {
  const declared = app.checksDeclaredErrors ? declaredErrors(endpoint) : null;
  app.route({
    method: endpoint.method,
    url: `/${API_VERSION}${path}`,
    handler: async (request, reply) => {
      const caller = requireAccess(endpoint, request.auth);
      // The zone hook has run by now: the caller is on its zone's site, if any.
      const actor = caller && { ...caller, site: request.zone };
      const ctx = {
        params: parse(endpoint.params, request.params),
        query: parse(endpoint.query, request.query),
        // A multipart body is a stream the handler reads itself; `body` only documents its fields.
        body: endpoint.bodyType === 'multipart' ? undefined : parse(endpoint.body, request.body),
        auth: request.auth,
        actor,
        request,
        reply,
      } as HandlerContext<E>;
      // Counted once the call is valid, so malformed calls do not use up the caller's allowance.
      if (endpoint.rateLimits?.length) await enforceDeclaredLimits(app, endpoint, request, actor);
      const result = await handler(ctx).catch((error: unknown) => {
        if (declared && error instanceof AppError && !declared.has(error.code)) {
          request.log.error(
            { code: error.code, endpoint: `${endpoint.method} ${endpoint.path}` },
            UNDECLARED_ERROR_LOG,
          );
          throw new Error(`${UNDECLARED_ERROR_LOG}: ${error.code} from ${endpoint.method} ${endpoint.path}`);
        }
        throw error;
      });
      // Credentials are neither kept by a cache nor compressed (see http/compression.ts).
      if (endpoint.secretReply) void reply.header('cache-control', 'no-store');
      return endpoint.reply.parse(result);
    },
  });
}
