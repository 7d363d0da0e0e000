import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_VERSION, type ThirdPartyProvider } from '@plaza/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FlowChecks } from './oidc-clients.js';

/** How long a user may take at the provider's sign-in page. */
const FLOW_MINUTES = 10;

const payloadSchema = z.object({
  provider: z.string(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  next: z.string().optional(),
  expiresAt: z.number(),
});

/**
 * The state, nonce and PKCE verifier of a sign-in in progress, in a short-lived HttpOnly cookie
 * signed with HMAC-SHA256 under the server secret, so the browser carries them but cannot read
 * or alter them. SameSite=Lax: the web app's POST that finishes the flow is same-site.
 */
export class FlowCookie {
  private readonly key: Buffer;
  private readonly path = `/${API_VERSION}/auth/third-party`;

  constructor(
    secret: string,
    private readonly secure: boolean,
  ) {
    this.key = createHmac('sha256', secret).update('plaza third-party flow cookie').digest();
  }

  private name(provider: ThirdPartyProvider): string {
    return `plaza_oidc_${provider}`;
  }

  set(reply: FastifyReply, provider: ThirdPartyProvider, checks: FlowChecks): void {
    const payload = { provider, ...checks, expiresAt: Date.now() + FLOW_MINUTES * 60_000 };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    void reply.setCookie(this.name(provider), `${body}.${this.sign(body)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: this.path,
      maxAge: FLOW_MINUTES * 60,
    });
  }

  /** The checks of a live, untampered flow for this provider; the cookie is cleared either way. */
  take(request: FastifyRequest, reply: FastifyReply, provider: ThirdPartyProvider): FlowChecks | null {
    const value = request.cookies[this.name(provider)];
    void reply.clearCookie(this.name(provider), { path: this.path });
    if (!value) return null;
    const [body, signature] = value.split('.');
    if (!body || !signature) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const parsed = payloadSchema.safeParse(json);
    if (!parsed.success || parsed.data.provider !== provider || parsed.data.expiresAt < Date.now()) return null;
    const { state, nonce, codeVerifier, next } = parsed.data;
    return { state, nonce, codeVerifier, ...(next ? { next } : {}) };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
