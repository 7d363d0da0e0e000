import { CALL, type IceServer } from '@plaza/contract';
import { createHmac } from 'node:crypto';
import type { CallConfig } from '../../config/config.js';

/**
 * The ICE servers a user's browser connects with: the STUN servers as configured, and the TURN
 * servers with credentials in the form coturn's REST API (use-auth-secret) checks: the username is
 * `<expiry, unix seconds>:<userId>` and the credential base64(HMAC-SHA1(TURN_SECRET, username)), so
 * TURN trusts them until the expiry without asking Plaza.
 */
export function iceServersFor(config: CallConfig, userId: string, now = Date.now()): IceServer[] {
  const servers: IceServer[] = [];
  if (config.stunUrls.length > 0) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length > 0 && config.turnSecret) {
    const expiry = Math.floor(now / 1000) + CALL.turnCredentialTtlSeconds;
    const username = `${expiry}:${userId}`;
    const credential = createHmac('sha1', config.turnSecret).update(username).digest('base64');
    servers.push({ urls: config.turnUrls, username, credential });
  }
  return servers;
}
