import { SESSION, authCookieNames } from '@plaza/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.js';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * The two auth cookies: HttpOnly, SameSite=Lax, Secure over https, 30 days, on the parent
 * domain so zone subdomains share them. Browsers refuse a Domain attribute for localhost and
 * IP addresses, so none is set there (host-only cookies).
 */
export class AuthCookies {
  readonly names: { access: string; refresh: string };
  private readonly domain: string | undefined;
  private readonly secure: boolean;

  constructor(config: Config) {
    this.names = authCookieNames(config.appEnv);
    const host = config.appUrl.hostname;
    const isIp = /^[\d.]+$/.test(host) || host.includes(':');
    this.domain = host === 'localhost' || isIp ? undefined : host;
    this.secure = config.appUrl.protocol === 'https:';
  }

  private options() {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.secure,
      path: '/',
      ...(this.domain ? { domain: this.domain } : {}),
    };
  }

  set(reply: FastifyReply, tokens: SessionTokens): void {
    const maxAge = SESSION.cookieDays * 24 * 60 * 60;
    void reply.setCookie(this.names.access, tokens.accessToken, { ...this.options(), maxAge });
    void reply.setCookie(this.names.refresh, tokens.refreshToken, { ...this.options(), maxAge });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(this.names.access, this.options());
    void reply.clearCookie(this.names.refresh, this.options());
  }

  access(request: FastifyRequest): string | undefined {
    return request.cookies[this.names.access];
  }

  refresh(request: FastifyRequest): string | undefined {
    return request.cookies[this.names.refresh];
  }
}
