import { ERRORS, isErrorCode, type ErrorCode } from './errors.js';

/** What a failed reply means, read from the error reply shape of DESIGN.md §3. */
export interface ApiErrorInfo {
  status: number;
  /** The code, or NOT_VALID for a list of validation messages; null when the reply was not ours. */
  code: ErrorCode | null;
  /** The text to show the user. */
  text: string;
  /** The reply's extra facts (e.g. the user id that MUST_VERIFY_EMAIL carries). */
  data: Record<string, unknown> | undefined;
}

export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Spec 01 §8: a list of messages is capitalised and joined with commas; a code is looked up in
 * the catalogue. Anything else falls back to the reply's own `error` text, then a generic one.
 */
export function describeErrorReply(status: number, body: unknown): ApiErrorInfo {
  const reply = isRecord(body) ? body : {};
  const data = isRecord(reply.data) ? reply.data : undefined;
  const message = reply.message;
  if (Array.isArray(message) && message.every((m) => typeof m === 'string')) {
    return { status, code: 'NOT_VALID', text: message.map(capitalize).join(', '), data };
  }
  if (isErrorCode(message)) {
    return { status, code: message, text: ERRORS[message].text, data };
  }
  if (status === 0) {
    return { status, code: 'NETWORK_ERROR', text: ERRORS.NETWORK_ERROR.text, data };
  }
  const fallback = typeof reply.error === 'string' && reply.error ? reply.error : ERRORS.INTERNAL_ERROR.text;
  return { status, code: null, text: fallback, data };
}
