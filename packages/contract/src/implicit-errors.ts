import type { Endpoint } from './endpoint.js';
import type { ErrorCode } from './errors.js';

/**
 * The refusals the server's shared HTTP layer can give any endpoint before its handler runs, so
 * no endpoint lists them itself: invalid input (the route's schema check, the JSON parser), no or
 * bad credentials and a missing super admin flag (the route's access check), a state-changing
 * call from another site (the origin guard), and a declared rate limit used up (the route's count).
 */
export function implicitErrors(endpoint: Endpoint): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (endpoint.params || endpoint.query || endpoint.body) codes.push('NOT_VALID');
  if (endpoint.access !== 'public') codes.push('NOT_SIGNED_IN', 'INVALID_JWT', 'INVALID_AUTH_CLIENT_CREDENTIALS');
  if (endpoint.access === 'superAdmin') codes.push('NOT_AUTHORIZED');
  if (endpoint.method !== 'GET') codes.push('FORBIDDEN_ORIGIN');
  if (endpoint.rateLimits?.length) codes.push('TOO_MANY_REQUESTS');
  return codes;
}
