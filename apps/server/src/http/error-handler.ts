import { ERRORS, messages, type ErrorCode, type ErrorReply } from '@plaza/contract';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isDataException } from '../db/errors.js';
import { AppError, ValidationError } from './app-error.js';

/**
 * The data a refusal carries as clients read it. MUST_VERIFY_EMAIL names the user to verify as
 * `data.userId` and, as the spec's client reads it, `data.user.id`: the id and nothing else.
 */
function dataOf(code: ErrorCode, data: Record<string, unknown>): Record<string, unknown> {
  if (code === 'MUST_VERIFY_EMAIL' && typeof data.userId === 'string') return { ...data, user: { id: data.userId } };
  return data;
}

/** The reply body of a refusal with this code (also the socket acknowledgements' error). */
export function errorReply(code: ErrorCode, data?: Record<string, unknown>): ErrorReply {
  const { status, text } = ERRORS[code];
  return { statusCode: status, message: code, error: text, ...(data ? { data: dataOf(code, data) } : {}) };
}

/** The reply body of invalid input: a 400 listing the problems. */
export function validationReply(messages: string[]): ErrorReply {
  return { statusCode: 400, message: messages, error: 'Bad Request' };
}

/** What the log says when the database refused a value: tests look for it. */
export const UNSTORABLE_VALUE_LOG = 'the database refused a value no contract rule caught';

/**
 * The reply to a value the database refused (a data exception): the caller's input was bad, so a
 * 400, never a 5xx. It is logged as a warning because it means a contract rule missed the case;
 * the fuzz test fails on any such warning.
 */
export function unstorableValueReply(error: unknown, log: FastifyBaseLogger, where: Record<string, unknown>) {
  log.warn({ err: error, ...where }, UNSTORABLE_VALUE_LOG);
  return validationReply([messages.valueNotStorable]);
}

function send(reply: FastifyReply, code: ErrorCode, data?: Record<string, unknown>) {
  const body = errorReply(code, data);
  return reply.status(body.statusCode).send(body);
}

/** Fastify's own errors for bad requests, mapped to the contract's codes and plain messages. */
function fromFastifyError(error: FastifyError): { code: ErrorCode; messages?: string[] } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'NOT_VALID', messages: ['Request body is not valid JSON'] };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return { code: 'NOT_VALID', messages: ['Request is not valid'] };
  }
  if (error.statusCode === 413) return { code: 'PAYLOAD_TOO_LARGE' };
  if (error.statusCode === 415) return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  return null;
}

/** Every failure leaves as the error reply shape of DESIGN.md §3; a 500 never shows its cause. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return send(reply, error.code, error.data);
    }
    if (error instanceof ValidationError) return reply.status(400).send(validationReply(error.messages));
    const mapped = fromFastifyError(error);
    if (mapped?.messages) return reply.status(400).send(validationReply(mapped.messages));
    if (mapped) return send(reply, mapped.code);
    if (isDataException(error)) {
      return reply.status(400).send(unstorableValueReply(error, request.log, { url: request.routeOptions.url }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL_ERROR');
  });
}
