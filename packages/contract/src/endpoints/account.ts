import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { successSchema } from '../http.js';
import { USER } from '../limits.js';
import { messages } from '../messages.js';
import { email, password, requiredText, returnPath, userName, uuid } from '../rules.js';
import { sessionReply } from './auth.js';

/** A token from an e-mailed link; the bound only keeps junk out. */
const token = () => requiredText('Token', { max: 256 });

/** Any stored password is checked as typed, so only presence and an upper bound apply here. */
const currentPassword = () => requiredText('Current password', { max: USER.passwordMax, trim: false });

export const registerBody = z
  .object({
    fullName: requiredText('Full name', { max: USER.fullNameMax }),
    email: email(),
    password: password(),
    password1: password('Confirm password'),
    /** The page to come back to after verifying and signing in (an invitation, say); the mailed link carries it. */
    next: returnPath(),
  })
  .refine((body) => body.password === body.password1, {
    error: messages.notEqual('Passwords'),
    path: ['password1'],
  });

export const verifyEmailBody = z.object({ token: token(), userName: userName() });

export const requestResetPasswordBody = z.object({ email: email() });

export const resetPasswordBody = z.object({ password: password(), token: token() });

export const changePasswordBody = z.object({
  currentPassword: currentPassword(),
  newPassword: password('New password'),
  confirmNewPassword: password('Confirm new password'),
});

/** Sign-up, e-mail verification and passwords (spec 01 §4, §7). */
export const account = {
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    summary: 'Sign up with e-mail and password; a verification link is e-mailed',
    tag: 'auth',
    access: 'public',
    body: registerBody,
    reply: z.object({ id: z.uuid() }),
    errors: ['USER_ALREADY_REGISTERED', 'INITIAL_USER_REQUIRED', 'TOO_MANY_REQUESTS'],
  }),
  resendVerificationMail: defineEndpoint({
    method: 'POST',
    path: '/auth/resend-verification-mail/:id',
    summary: 'Send the verification link again; the same reply whether or not anything was sent',
    tag: 'auth',
    access: 'public',
    params: z.object({ id: uuid('User id') }),
    query: z.object({ next: returnPath() }),
    reply: successSchema,
    errors: ['TOO_MANY_REQUESTS'],
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-email',
    summary: 'Finish sign-up: confirm the e-mail with the link token and choose a username',
    tag: 'auth',
    access: 'public',
    body: verifyEmailBody,
    reply: z.object({ email: z.string() }),
    errors: ['INVALID_VERIFICATION_TOKEN', 'USERNAME_ALREADY_TAKEN'],
  }),
  requestResetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/request-reset-password',
    summary: 'E-mail a password reset link; the same reply whether or not the address is known',
    tag: 'auth',
    access: 'public',
    body: requestResetPasswordBody,
    reply: successSchema,
    errors: ['TOO_MANY_REQUESTS'],
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/auth/reset-password',
    summary: 'Set a new password with a reset link token, sign in and end every other session',
    tag: 'auth',
    access: 'public',
    body: resetPasswordBody,
    reply: sessionReply,
    secretReply: true,
    errors: ['INVALID_PASSWORD_RESET_TOKEN', 'MUST_VERIFY_EMAIL'],
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/auth/change-password',
    summary: "Change the signed-in user's password and end their other sessions",
    tag: 'auth',
    access: 'user',
    body: changePasswordBody,
    reply: successSchema,
    errors: [
      'CURRENT_PASSWORD_NOT_CORRECT',
      'PASSWORDS_NOT_MATCH',
      'USER_DIDNT_REGISTER_WITH_PASSWORD',
      'NOT_SIGNED_IN',
    ],
  }),
} as const;
