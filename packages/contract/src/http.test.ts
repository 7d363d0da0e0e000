import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  OPENAPI_PATH,
  SUBDOMAIN_HEADER,
  authCookieNames,
  errorReplySchema,
  pagedSchema,
  successSchema,
} from './http.js';

describe('authCookieNames', () => {
  it('builds the local cookie names', () => {
    expect(authCookieNames('local')).toEqual({
      access: 'PLAZA_LOCAL_ACCESS_TOKEN',
      refresh: 'PLAZA_LOCAL_REFRESH_ACCESS_TOKEN',
    });
  });

  it('carries the environment in upper case', () => {
    expect(authCookieNames('production')).toEqual({
      access: 'PLAZA_PRODUCTION_ACCESS_TOKEN',
      refresh: 'PLAZA_PRODUCTION_REFRESH_ACCESS_TOKEN',
    });
    expect(authCookieNames('Staging').refresh).toBe('PLAZA_STAGING_REFRESH_ACCESS_TOKEN');
  });

  it('replaces characters a cookie name should not carry', () => {
    expect(authCookieNames('pre-prod').access).toBe('PLAZA_PRE_PROD_ACCESS_TOKEN');
    expect(authCookieNames('eu west.1').refresh).toBe('PLAZA_EU_WEST_1_REFRESH_ACCESS_TOKEN');
  });

  it('gives different environments different names', () => {
    expect(authCookieNames('local').access).not.toBe(authCookieNames('test').access);
  });
});

describe('errorReplySchema', () => {
  it('accepts a code reply and a validation reply', () => {
    const code = { statusCode: 401, message: 'NOT_SIGNED_IN', error: 'Unauthorized' };
    const list = { statusCode: 400, message: ['Email is required'], error: 'Bad Request', data: { field: 'email' } };
    expect(errorReplySchema.parse(code)).toEqual(code);
    expect(errorReplySchema.parse(list)).toEqual(list);
  });

  it.each([
    ['no status', { message: 'NOT_VALID', error: 'Bad Request' }],
    ['a fractional status', { statusCode: 400.5, message: 'NOT_VALID', error: 'Bad Request' }],
    ['a numeric message', { statusCode: 400, message: 400, error: 'Bad Request' }],
    ['a list with a number', { statusCode: 400, message: ['x', 1], error: 'Bad Request' }],
    ['no error', { statusCode: 400, message: 'NOT_VALID' }],
    ['list data', { statusCode: 400, message: 'NOT_VALID', error: 'Bad Request', data: [1] }],
  ])('rejects a reply with %s', (_, value) => {
    expect(errorReplySchema.safeParse(value).success).toBe(false);
  });
});

describe('pagedSchema and successSchema', () => {
  it('shape a page of items', () => {
    const page = pagedSchema(z.object({ id: z.string() }));
    const value = { data: [{ id: 'a' }], total: 7, limit: 1, skip: 3 };
    expect(page.parse(value)).toEqual(value);
    expect(page.safeParse({ ...value, data: [{ id: 1 }] }).success).toBe(false);
    expect(page.safeParse({ data: [], total: 0, limit: 10 }).success).toBe(false);
  });

  it('accept only success: true', () => {
    expect(successSchema.parse({ success: true })).toEqual({ success: true });
    expect(successSchema.safeParse({ success: false }).success).toBe(false);
  });
});

describe('http constants', () => {
  it('names the subdomain header and the OpenAPI path', () => {
    expect(SUBDOMAIN_HEADER).toBe('App-Subdomain');
    expect(OPENAPI_PATH).toBe('/openapi.json');
  });
});
