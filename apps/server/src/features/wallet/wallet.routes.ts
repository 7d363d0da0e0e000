import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthCookies } from '../../http/cookies.js';
import { route } from '../../http/route.js';
import type { WalletService } from './wallet.service.js';

export function registerWalletRoutes(
  app: FastifyInstance,
  deps: { wallet: WalletService; cookies: AuthCookies },
): void {
  const { wallet, cookies } = deps;

  route(app, api.wallet.nonce, ({ body, request }) => wallet.nonce(body, request.ip));

  route(app, api.wallet.login, async ({ body, request, reply }) => {
    const meta = { userAgent: request.headers['user-agent']?.slice(0, 512) ?? null, ip: request.ip };
    const signedIn = await wallet.login(body, meta);
    cookies.set(reply, signedIn);
    return signedIn;
  });

  route(app, api.wallet.register, ({ body, request }) => wallet.register(body, request.ip));
}
