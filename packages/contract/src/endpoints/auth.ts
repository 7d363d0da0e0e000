import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { userSchema } from '../entities/user.js';
import { successSchema } from '../http.js';
import { USER } from '../limits.js';
import { messages } from '../messages.js';
import { email, password, requiredText, userName } from '../rules.js';

export const loginBody = z.object({
  emailOrUserName: requiredText('Email or username', { max: USER.emailMax }),
  password: password(),
});

/** The first user's fields; a client that sends the sign-up form's confirmation (`password1`) has it checked. */
export const initialUserBody = z
  .object({
    fullName: requiredText('Full name', { max: USER.fullNameMax }),
    userName: userName('Username', USER.initialUserNameMin),
    email: email(),
    password: password(),
    password1: password('Confirm password').optional(),
  })
  .refine((body) => body.password1 === undefined || body.password === body.password1, {
    error: messages.notEqual('Passwords'),
    path: ['password1'],
  });

export const sessionReply = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: userSchema,
});

export const refreshBody = z
  .object({ refreshToken: requiredText('Refresh token', { max: 512, trim: false }).optional() })
  .optional();

export const tokensReply = z.object({
  accessToken: z.string(),
  /** Only for a client that sent its refresh token in the body; browsers keep it in a cookie. */
  refreshToken: z.string().optional(),
});

export const auth = {
  retrieve: defineEndpoint({
    method: 'POST',
    path: '/auth/retrieve',
    summary: 'The signed-in user',
    tag: 'auth',
    access: 'public',
    reply: userSchema,
    errors: ['INITIAL_USER_REQUIRED', 'NOT_SIGNED_IN', 'INVALID_JWT', 'INVALID_AUTH_CLIENT_CREDENTIALS'],
  }),
  initialUser: defineEndpoint({
    method: 'POST',
    path: '/auth/initial-user',
    summary: 'Create the first user, the super admin, and sign them in',
    tag: 'auth',
    access: 'public',
    body: initialUserBody,
    reply: sessionReply,
    secretReply: true,
    errors: ['INITIAL_USER_SPECIFIED', 'NOT_VALID'],
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with e-mail or username and password',
    tag: 'auth',
    access: 'public',
    body: loginBody,
    reply: sessionReply,
    secretReply: true,
    errors: [
      'ERROR_USERNAME_OR_PASSWORD',
      'MUST_VERIFY_EMAIL',
      'USER_DIDNT_REGISTER_WITH_PASSWORD',
      'TOO_MANY_REQUESTS',
    ],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    summary:
      'End the session and clear the auth cookies. The session may be named by the access token (cookie or Bearer) or by the refresh token (cookie or body); every one named ends',
    tag: 'auth',
    access: 'public',
    body: refreshBody,
    reply: successSchema,
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/auth/refresh',
    summary: 'Rotate the refresh token and issue a new access token',
    tag: 'auth',
    access: 'public',
    body: refreshBody,
    reply: tokensReply,
    secretReply: true,
    errors: ['INVALID_REFRESH_TOKEN'],
  }),
} as const;
