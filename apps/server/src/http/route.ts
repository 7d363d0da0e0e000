import {
  API_VERSION,
  pathsOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ReplyOf,
} from '@plaza/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor, AuthState } from './actor.js';
import { AppError, ValidationError } from './app-error.js';

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
 * it, validates the input with the contract's schemas (a 400 listing the problems), and shapes the
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
  app.route({
    method: endpoint.method,
    url: `/${API_VERSION}${path}`,
    handler: async (request, reply) => {
      const actor = requireAccess(endpoint, request.auth);
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
      const result = await handler(ctx);
      return endpoint.reply.parse(result);
    },
  });
}
