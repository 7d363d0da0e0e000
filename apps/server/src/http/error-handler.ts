import { ERRORS, type ErrorCode, type ErrorReply } from '@plaza/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError, ValidationError } from './app-error.js';

function send(reply: FastifyReply, code: ErrorCode, data?: Record<string, unknown>) {
  const { status, text } = ERRORS[code];
  const body: ErrorReply = { statusCode: status, message: code, error: text, ...(data ? { data } : {}) };
  return reply.status(status).send(body);
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
    if (error instanceof ValidationError) {
      const body: ErrorReply = { statusCode: 400, message: error.messages, error: 'Bad Request' };
      return reply.status(400).send(body);
    }
    const mapped = fromFastifyError(error);
    if (mapped?.messages) {
      const body: ErrorReply = { statusCode: 400, message: mapped.messages, error: 'Bad Request' };
      return reply.status(400).send(body);
    }
    if (mapped) return send(reply, mapped.code);
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL_ERROR');
  });
}
