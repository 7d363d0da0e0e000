import { messages } from '@plaza/contract';
import type { Expectation } from './values.js';

function isErrorShape(body: unknown, status: number): boolean {
  if (body === null || typeof body !== 'object') return false;
  const { statusCode, message, error } = body as Record<string, unknown>;
  const readable = (m: unknown) => typeof m === 'string' && m.trim() !== '';
  return (
    statusCode === status &&
    typeof error === 'string' &&
    (readable(message) || (Array.isArray(message) && message.length > 0 && message.every(readable)))
  );
}

/**
 * What is wrong with an answer: a 5xx, a refusal not of the error shape, or an answer other than
 * the case expects (an accepted bad value, a refusal that is not a 400 listing messages).
 */
export function answerProblems(expect: Expectation, status: number, body: unknown): string[] {
  const problems: string[] = [];
  const message = (body as { message?: unknown } | null)?.message;
  if (status >= 500) problems.push(`answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
  else if (status >= 400 && !isErrorShape(body, status)) {
    problems.push(`refused with ${status} but not the error shape: ${JSON.stringify(body).slice(0, 200)}`);
  }
  if (Array.isArray(message) && message.includes(messages.valueNotStorable)) {
    problems.push('refused by the database, not by a contract rule (a rule is missing)');
  }
  if (expect.refuse && status < 400) problems.push(`accepted with ${status}`);
  if (expect.refuse && expect.validation && status < 500 && (status !== 400 || !Array.isArray(message))) {
    problems.push(`not a 400 listing messages: ${status} ${JSON.stringify(message)}`);
  }
  return problems;
}

/** Whether anything has been added to Object.prototype (a prototype-pollution key took effect). */
export function prototypePolluted(): boolean {
  const probe: Record<string, unknown> = {};
  return probe.polluted !== undefined || Object.keys(Object.prototype).length > 0;
}
