import type { ErrorReply, SocketAck } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError, ValidationError } from '../../http/app-error.js';
import { isDataException } from '../../db/errors.js';
import { errorReply, unstorableValueReply, validationReply } from '../../http/error-handler.js';

/** The acknowledgement callback of an event, or nothing when the client sent none (or not a function). */
export type Ack<T> = (reply: SocketAck<T>) => void;

export function ackOf<T>(candidate: unknown): Ack<T> | null {
  return typeof candidate === 'function' ? (candidate as Ack<T>) : null;
}

/** Parses an event's payload with its contract schema; invalid input is a ValidationError, as over HTTP. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  throw new ValidationError([...new Set(result.error.issues.map((issue) => issue.message))]);
}

/** The error reply an HTTP call failing this way would get; anything unexpected is logged and hidden. */
export function socketErrorReply(error: unknown, log: FastifyBaseLogger, event: string): ErrorReply {
  if (error instanceof AppError) return errorReply(error.code, error.data);
  if (error instanceof ValidationError) return validationReply(error.messages);
  if (error instanceof z.ZodError) return validationReply([...new Set(error.issues.map((issue) => issue.message))]);
  if (isDataException(error)) return unstorableValueReply(error, log, { event });
  log.error({ err: error, event }, 'chat socket event failed');
  return errorReply('INTERNAL_ERROR');
}

/**
 * Runs an event's work and answers its acknowledgement: `{ ok: true, data }`, or the error reply.
 * Nothing thrown escapes (a socket handler's rejection would be unhandled), and an ack that
 * throws (a client gone meanwhile) is ignored.
 */
export async function answer<T>(
  ack: Ack<T> | null,
  log: FastifyBaseLogger,
  event: string,
  work: () => Promise<T>,
): Promise<{ ok: true; data: T } | { ok: false }> {
  let reply: SocketAck<T>;
  try {
    reply = { ok: true, data: await work() };
  } catch (error) {
    reply = { ok: false, error: socketErrorReply(error, log, event) };
  }
  try {
    ack?.(reply);
  } catch (error) {
    log.warn({ err: error, event }, 'chat socket acknowledgement failed');
  }
  return reply.ok ? reply : { ok: false };
}
