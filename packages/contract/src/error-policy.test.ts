import { describe, expect, it } from 'vitest';
import { capitalize, describeErrorReply } from './error-policy.js';
import { ERRORS } from './errors.js';

const reply = (statusCode: number, message: unknown, extra: Record<string, unknown> = {}) => ({
  statusCode,
  message,
  error: 'Bad Request',
  ...extra,
});

describe('capitalize', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalize('full name is required')).toBe('Full name is required');
    expect(capitalize('Already')).toBe('Already');
    expect(capitalize('x')).toBe('X');
    expect(capitalize('')).toBe('');
  });
});

describe('describeErrorReply', () => {
  it('capitalises a list of messages and joins them with ", "', () => {
    const info = describeErrorReply(
      400,
      reply(400, ['full name is required', 'password must be at least 6 characters long', 'Invalid email']),
    );
    expect(info).toEqual({
      status: 400,
      code: 'NOT_VALID',
      text: 'Full name is required, Password must be at least 6 characters long, Invalid email',
      data: undefined,
    });
  });

  it('shows a single-entry list as it is, capitalised', () => {
    expect(describeErrorReply(400, reply(400, ['username is required'])).text).toBe('Username is required');
  });

  it.each([
    ['NOT_SIGNED_IN', 401, 'You not authorized to use this route'],
    ['ERROR_USERNAME_OR_PASSWORD', 401, 'Invalid username or password.'],
    ['INSUFFICIENT_MEMBERSHIP', 403, 'Your membership is insufficient... Please upgrade your membership to continue.'],
    ['POST_NOT_FOUND', 404, 'Post not found or unauthorized.'],
  ])('looks up the catalogue text of %s', (code, status, text) => {
    expect(describeErrorReply(status, reply(status, code))).toEqual({ status, code, text, data: undefined });
  });

  it('keeps the catalogue text whatever the status', () => {
    expect(describeErrorReply(500, reply(500, 'MUST_VERIFY_EMAIL')).text).toBe('Email must be verified.');
  });

  it('passes the reply data through', () => {
    const data = { userId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' };
    expect(describeErrorReply(403, reply(403, 'MUST_VERIFY_EMAIL', { data })).data).toEqual(data);
    expect(describeErrorReply(400, reply(400, ['bad'], { data: { field: 'x' } })).data).toEqual({ field: 'x' });
    expect(describeErrorReply(418, reply(418, 'TEAPOT', { data: { a: 1 } })).data).toEqual({ a: 1 });
  });

  it('drops data that is not an object', () => {
    expect(describeErrorReply(403, reply(403, 'MUST_VERIFY_EMAIL', { data: ['x'] })).data).toBeUndefined();
    expect(describeErrorReply(403, reply(403, 'MUST_VERIFY_EMAIL', { data: 'x' })).data).toBeUndefined();
    expect(describeErrorReply(403, reply(403, 'MUST_VERIFY_EMAIL', { data: null })).data).toBeUndefined();
  });

  it("falls back to the reply's own error text for an unknown code", () => {
    expect(describeErrorReply(502, { statusCode: 502, message: 'UPSTREAM_DOWN', error: 'Bad Gateway' })).toEqual({
      status: 502,
      code: null,
      text: 'Bad Gateway',
      data: undefined,
    });
  });

  it.each([
    ['no body', null],
    ['a text body', '<html>Gateway Timeout</html>'],
    ['an array body', ['NOT_SIGNED_IN']],
    ['an empty object', {}],
    ['an empty error text', { message: 'NOPE', error: '' }],
    ['a list with a non-text entry', { message: ['first', 2] }],
  ])('falls back to the generic text for %s', (_, body) => {
    expect(describeErrorReply(504, body)).toEqual({
      status: 504,
      code: null,
      text: ERRORS.INTERNAL_ERROR.text,
      data: undefined,
    });
  });

  it('reads status 0 without a reply as NETWORK_ERROR', () => {
    expect(describeErrorReply(0, null)).toEqual({
      status: 0,
      code: 'NETWORK_ERROR',
      text: 'Could not reach the server. Please check your connection.',
      data: undefined,
    });
    expect(describeErrorReply(0, { error: 'Failed to fetch' }).code).toBe('NETWORK_ERROR');
  });

  it('does not treat a matching code name in another letter case as a code', () => {
    expect(describeErrorReply(401, reply(401, 'not_signed_in')).code).toBeNull();
  });
});
