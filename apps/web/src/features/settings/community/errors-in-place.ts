import { isApiError } from '../../../api/api-error';
import type { DetailsErrors } from './changed-fields';

/**
 * Errors a details form shows under a field instead of a toast. ZONE_SUBDOMAIN_ALREADY_EXIST is
 * quiet (api/quiet-errors): its text goes under the address field (spec 02 §8).
 */
export function errorsInPlace(error: unknown): DetailsErrors {
  if (isApiError(error) && error.code === 'ZONE_SUBDOMAIN_ALREADY_EXIST') return { subdomain: error.message };
  return {};
}
