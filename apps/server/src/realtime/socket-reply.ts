import type { ErrorReply } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { isDataException } from '../db/errors.js';
import { AppError, ValidationError } from '../http/app-error.js';
import { errorReply, unstorableValueReply, validationReply } from '../http/error-handler.js';

/** Parses a payload with its contract schema; invalid input is a ValidationError, as over HTTP. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  throw new ValidationError([...new Set(result.error.issues.map((issue) => issue.message))]);
}

/** The error reply an HTTP call failing this way would get; anything unexpected is logged and hidden. */
export function socketErrorReply(error: unknown, log: FastifyBaseLogger, event: string): ErrorReply {
  if (error instanceof AppError) return errorReply(error.code, error.data);
  if (error instanceof ValidationError) return validationReply(error.messages);
  if (isDataException(error)) return unstorableValueReply(error, log, { event });
  log.error({ err: error, event }, 'socket event failed');
  return errorReply('INTERNAL_ERROR');
}
