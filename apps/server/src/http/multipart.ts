import { AppError, ValidationError } from './app-error.js';

/** What a client is told when its upload is not the form it claims to be (a 400, never a 500). */
export const MULTIPART_MESSAGES = {
  malformed: 'The upload is not a valid multipart/form-data body',
  oneFile: 'Send one file only',
  tooManyFields: 'The form has too many fields',
} as const;

/** @fastify/multipart's codes for limits the form broke. */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: MULTIPART_MESSAGES.oneFile,
  FST_FIELDS_LIMIT: MULTIPART_MESSAGES.tooManyFields,
  FST_PARTS_LIMIT: MULTIPART_MESSAGES.tooManyFields,
};

/**
 * Turns a failure of the multipart parser into a readable 400: a broken limit (a code of
 * @fastify/multipart), or what busboy could not read (no boundary, a cut-off body, a bad part
 * header), which it reports as plain Errors. Anything else passes through unchanged: refusals
 * already decided, the server's own files failing (they carry a `syscall`), database errors.
 */
export function multipartError(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof AppError || error instanceof ValidationError) return error;
  if ('syscall' in error) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new ValidationError([LIMIT_MESSAGES[code] ?? MULTIPART_MESSAGES.malformed]);
  }
  const plain = Object.getPrototypeOf(error) === Error.prototype && code === undefined;
  return plain ? new ValidationError([MULTIPART_MESSAGES.malformed]) : error;
}
