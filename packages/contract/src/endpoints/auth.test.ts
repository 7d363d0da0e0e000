import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { auth, initialUserBody, loginBody, refreshBody } from './auth.js';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const validInitialUser = {
  fullName: '  Ada Lovelace ',
  userName: 'ada_lovelace',
  email: 'Ada@Example.com',
  password: 'correct horse',
};

describe('initialUserBody', () => {
  it('accepts a complete first user, trimming the name and lower-casing the e-mail', () => {
    expect(initialUserBody.parse(validInitialUser)).toEqual({
      fullName: 'Ada Lovelace',
      userName: 'ada_lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it('asks for a username of at least 6 characters, not the usual 4', () => {
    expect(messagesOf(initialUserBody, { ...validInitialUser, userName: 'ada_1' })).toEqual([
      'Username must be at least 6 characters long',
    ]);
    expect(messagesOf(initialUserBody, { ...validInitialUser, userName: 'ada_12' })).toEqual([]);
  });

  it('keeps the upper bound of 16 and the character rule for the username', () => {
    expect(messagesOf(initialUserBody, { ...validInitialUser, userName: 'a'.repeat(17) })).toEqual([
      'Username: Please enter up to 16 characters long',
    ]);
    expect(messagesOf(initialUserBody, { ...validInitialUser, userName: 'ada-lovelace' })).toEqual([
      "Invalid user name: it may contain only alphanumeric characters and '_'",
    ]);
  });

  it('names every missing field, in order', () => {
    expect(messagesOf(initialUserBody, {})).toEqual([
      'Full name is required',
      'Username is required',
      'Email is required',
      'Password is required',
    ]);
  });

  it('checks the e-mail and the password', () => {
    expect(messagesOf(initialUserBody, { ...validInitialUser, email: 'ada' })).toEqual(['Invalid email']);
    expect(messagesOf(initialUserBody, { ...validInitialUser, password: '12345' })).toEqual([
      'Password must be at least 6 characters long',
    ]);
  });

  it('bounds the full name at 64 characters', () => {
    expect(messagesOf(initialUserBody, { ...validInitialUser, fullName: 'A'.repeat(65) })).toEqual([
      'Full name: Please enter up to 64 characters long',
    ]);
  });
});

describe('loginBody', () => {
  it('accepts a username or an e-mail as the identifier, without checking its form', () => {
    expect(loginBody.parse({ emailOrUserName: ' ada ', password: '123456' })).toEqual({
      emailOrUserName: 'ada',
      password: '123456',
    });
    expect(messagesOf(loginBody, { emailOrUserName: 'ada@example.com', password: '123456' })).toEqual([]);
  });

  it('requires both fields and a password of at least 6', () => {
    expect(messagesOf(loginBody, {})).toEqual(['Email or username is required', 'Password is required']);
    expect(messagesOf(loginBody, { emailOrUserName: 'ada', password: '12345' })).toEqual([
      'Password must be at least 6 characters long',
    ]);
  });
});

describe('refreshBody', () => {
  it('takes an optional refresh token, or no body at all', () => {
    expect(refreshBody.parse(undefined)).toBeUndefined();
    expect(refreshBody.parse({})).toEqual({});
    expect(refreshBody.parse({ refreshToken: 'abc' })).toEqual({ refreshToken: 'abc' });
    expect(refreshBody.safeParse({ refreshToken: '' }).success).toBe(false);
  });
});

describe('the auth endpoints', () => {
  it('declare the spec paths as public POST calls', () => {
    expect(Object.values(auth).map((e) => [e.method, e.path, e.access])).toEqual([
      ['POST', '/auth/retrieve', 'public'],
      ['POST', '/auth/initial-user', 'public'],
      ['POST', '/auth/login', 'public'],
      ['POST', '/auth/logout', 'public'],
      ['POST', '/auth/refresh', 'public'],
    ]);
  });

  it('carry the bodies they validate', () => {
    expect(auth.initialUser.body).toBe(initialUserBody);
    expect(auth.login.body).toBe(loginBody);
    expect(auth.refresh.body).toBe(refreshBody);
  });

  it('declare the errors login answers with', () => {
    expect(auth.login.errors).toContain('ERROR_USERNAME_OR_PASSWORD');
    expect(auth.login.errors).toContain('MUST_VERIFY_EMAIL');
    expect(auth.initialUser.errors).toContain('INITIAL_USER_SPECIFIED');
  });
});
