import { type Endpoint, type ErrorCode } from '@plaza/contract';
import * as api from '@plaza/contract/api';

/**
 * Spec 01 §7: the codes for which a call shows no toast, because the screen handles them
 * (a redirect, a field message, a page of its own) or because failing there is expected.
 */
export const QUIET_ERRORS: ReadonlyMap<Endpoint, readonly ErrorCode[]> = new Map<Endpoint, readonly ErrorCode[]>([
  [api.auth.retrieve, ['INITIAL_USER_REQUIRED', 'UNAUTHORIZED_SUBDOMAIN', 'NOT_SIGNED_IN']],
  [api.auth.login, ['UNAUTHORIZED_SUBDOMAIN']],
  [api.auth.refresh, ['INVALID_REFRESH_TOKEN']],
  [api.apiCredentials.get, ['NOT_SIGNED_IN', 'NOT_AUTHORIZED']],
  [api.apiCredentials.generate, ['NOT_SIGNED_IN', 'NOT_AUTHORIZED']],
  [api.zones.create, ['ZONE_SUBDOMAIN_ALREADY_EXIST']],
  [api.zones.current, ['UNAUTHORIZED_SUBDOMAIN']],
  [api.zones.update, ['ZONE_SUBDOMAIN_ALREADY_EXIST']],
  // The wallet sign-in sends these to the wallet registration and verification pages instead.
  [api.wallet.login, ['USER_NOT_FOUND', 'MUST_VERIFY_EMAIL', 'UNAUTHORIZED_SUBDOMAIN']],
  [api.posts.detail, ['POST_NOT_FOUND']],
  // The last owner's refusal is explained by the leave and unfollow actions themselves.
  [api.userZones.leave, ['OWNER_NOT_EXIST']],
  [api.userChannels.unfollow, ['OWNER_NOT_EXIST']],
]);

export function isQuiet(endpoint: Endpoint, code: ErrorCode): boolean {
  return QUIET_ERRORS.get(endpoint)?.includes(code) ?? false;
}
