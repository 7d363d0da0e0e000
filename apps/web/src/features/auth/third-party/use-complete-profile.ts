import * as api from '@plaza/contract/api';
import { useApiMutation } from '../../../api/hooks';
import { useSessionStore } from '../../../state/session';

/** Creates the new third-party user's account and signs them in; the public-only guard moves them on. */
export function useCompleteProfile() {
  return useApiMutation(api.thirdParty.completeProfile, {
    onSuccess: ({ user }) => useSessionStore.getState().signedIn(user),
  });
}
