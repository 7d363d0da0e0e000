import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthCookies } from '../../http/cookies.js';
import { route } from '../../http/route.js';
import type { PasswordService } from './password.service.js';
import type { RegistrationService } from './registration.service.js';

const success = { success: true as const };

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { registration: RegistrationService; passwords: PasswordService; cookies: AuthCookies },
): void {
  const { registration, passwords, cookies } = deps;

  route(app, api.account.register, ({ body, request }) => registration.register(body, request.ip));

  route(app, api.account.resendVerificationMail, async ({ params, query, request }) => {
    await registration.resendVerification(params.id, request.ip, query.next);
    return success;
  });

  route(app, api.account.verifyEmail, ({ body }) => registration.verifyEmail(body));

  route(app, api.user.userNameCheck, async ({ body }) => ({
    exists: await registration.userNameExists(body.userName),
    userName: body.userName,
  }));

  route(app, api.account.requestResetPassword, async ({ body, request }) => {
    await passwords.requestReset(body.email, request.ip);
    return success;
  });

  route(app, api.account.resetPassword, async ({ body, request, reply }) => {
    const meta = { userAgent: request.headers['user-agent']?.slice(0, 512) ?? null, ip: request.ip };
    const signedIn = await passwords.reset(body, meta);
    cookies.set(reply, signedIn);
    return signedIn;
  });

  route(app, api.account.changePassword, async ({ actor, body }) => {
    await passwords.change(actor, body);
    return success;
  });
}
