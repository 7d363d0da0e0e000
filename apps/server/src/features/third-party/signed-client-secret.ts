import { SignJWT } from 'jose';
import type { ClientAuth } from 'openid-client';
import type { ClientSecretKey } from '../../config/config.js';

/** Apple accepts up to six months; a day keeps a leaked secret short-lived at no real cost. */
const LIFETIME_SECONDS = 24 * 60 * 60;
const RENEW_WITH_SECONDS_LEFT = 60 * 60;

/**
 * Apple's client secret: an ES256 JWT from the team's key, naming the team (iss), the client
 * (sub) and Apple (aud). It is signed here and renewed before it runs out, so the operator never
 * has to mint and rotate one by hand.
 */
export class SignedClientSecret {
  private value = '';
  private expiresAt = 0;

  constructor(
    private readonly key: ClientSecretKey,
    private readonly clientId: string,
    private readonly audience: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A secret with at least an hour to run: the one held, or a newly signed one. */
  async renew(): Promise<string> {
    const now = Math.floor(this.now() / 1000);
    if (this.value && this.expiresAt - now > RENEW_WITH_SECONDS_LEFT) return this.value;
    const expiresAt = now + LIFETIME_SECONDS;
    this.value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: this.key.keyId })
      .setIssuer(this.key.teamId)
      .setSubject(this.clientId)
      .setAudience(this.audience)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(this.key.privateKey);
    this.expiresAt = expiresAt;
    return this.value;
  }

  /** openid-client's client authentication (client_secret_post) with the secret last renewed. */
  clientAuth(): ClientAuth {
    return (_server, client, body) => {
      body.set('client_id', client.client_id);
      body.set('client_secret', this.value);
    };
  }
}
