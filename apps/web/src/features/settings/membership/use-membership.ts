import * as api from '@plaza/contract/api';
import { useApiQuery } from '../../../api/hooks';

/** The signed-in user's plan and what they use of it. */
export function useMyMembership() {
  return useApiQuery(api.membership.user, {});
}
