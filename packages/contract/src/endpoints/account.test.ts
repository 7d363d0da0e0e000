import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { account, changePasswordBody, registerBody, resetPasswordBody, verifyEmailBody } from './account.js';
import { allEndpoints } from './index.js';
import { outgoingMail } from './outgoing-mail.js';
import { user, userNameCheckBody } from './user.js';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const validRegistration = { fullName: ' Kay ', email: 'Kay@Example.com', password: 'secret1', password1: 'secret1' };

describe('registerBody', () => {
  it('trims the name and lower-cases the e-mail', () => {
    expect(registerBody.parse(validRegistration)).toEqual({
      ...validRegistration,
      fullName: 'Kay',
      email: 'kay@example.com',
    });
  });

  it('names every missing field and checks that the passwords match', () => {
    expect(messagesOf(registerBody, {})).toEqual([
      'Full name is required',
      'Email is required',
      'Password is required',
      'Confirm password is required',
    ]);
    expect(messagesOf(registerBody, { ...validRegistration, password1: 'secret2' })).toEqual([
      'Passwords do not match',
    ]);
  });
});

describe('the username rules of verification and the username check', () => {
  it.each([verifyEmailBody, userNameCheckBody])('asks for 4 to 16 letters, digits or _', (schema) => {
    const base = { token: 't' };
    expect(messagesOf(schema, { ...base, userName: 'abcd' })).toEqual([]);
    expect(messagesOf(schema, { ...base, userName: 'abc' })).toEqual(['Username must be at least 4 characters long']);
    expect(messagesOf(schema, { ...base, userName: 'ab-cd' })).toEqual([
      "Invalid user name: it may contain only alphanumeric characters and '_'",
    ]);
  });
});

describe('the password bodies', () => {
  it('require a token and a password of at least 6 to reset', () => {
    expect(messagesOf(resetPasswordBody, {})).toEqual(['Password is required', 'Token is required']);
    expect(messagesOf(resetPasswordBody, { password: '12345', token: 't' })).toEqual([
      'Password must be at least 6 characters long',
    ]);
  });

  it('check the current password only for presence, and the new one for length', () => {
    expect(
      messagesOf(changePasswordBody, { currentPassword: 'x', newPassword: 'secret1', confirmNewPassword: 'secret1' }),
    ).toEqual([]);
    expect(messagesOf(changePasswordBody, {})).toEqual([
      'Current password is required',
      'New password is required',
      'Confirm new password is required',
    ]);
  });
});

describe('the account endpoints', () => {
  it('declare the spec paths and methods', () => {
    expect(Object.values({ ...account, ...user, ...outgoingMail }).map((e) => [e.method, e.path, e.access])).toEqual([
      ['POST', '/auth/register', 'public'],
      ['POST', '/auth/resend-verification-mail/:id', 'public'],
      ['POST', '/auth/verify-email', 'public'],
      ['POST', '/auth/request-reset-password', 'public'],
      ['PUT', '/auth/reset-password', 'public'],
      ['PUT', '/auth/change-password', 'user'],
      ['POST', '/user/user-name-check', 'public'],
      ['GET', '/user/search', 'user'],
      ['GET', '/admin/mail/outbox', 'superAdmin'],
      ['GET', '/admin/users/unverified', 'superAdmin'],
      ['POST', '/admin/users/:id/resend-verification-mail', 'superAdmin'],
      ['POST', '/admin/users/:id/verify-email', 'superAdmin'],
    ]);
  });
});

describe('the mail kept by the server', () => {
  it('is readable only by the super admin: no /dev route, every /admin route super admin only', () => {
    const endpoints = allEndpoints();
    expect(endpoints.filter((e) => e.path.startsWith('/dev'))).toEqual([]);
    const admin = endpoints.filter((e) => e.path.startsWith('/admin/'));
    expect(admin.length).toBeGreaterThanOrEqual(4);
    expect(admin.filter((e) => e.access !== 'superAdmin')).toEqual([]);
  });
});
