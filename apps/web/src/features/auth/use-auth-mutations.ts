import * as api from '@plaza/contract/api';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../api/hooks';
import { to } from '../../routing/paths';
import { useSessionStore } from '../../state/session';

/**
 * Sign-in. On success the public-only guard moves the user on (to `next`, the referrer or /).
 * MUST_VERIFY_EMAIL leads to the page that explains the e-mail that was sent.
 */
export function useLogin() {
  const navigate = useNavigate();
  return useApiMutation(api.auth.login, {
    onSuccess: ({ user }) => useSessionStore.getState().signedIn(user),
    onError: (error) => {
      const userId = error.info.data?.userId;
      if (error.code === 'MUST_VERIFY_EMAIL' && typeof userId === 'string') void navigate(to.verifyEmailInfo(userId));
    },
  });
}

/** First-run setup: creates the super admin and signs them in. */
export function useInitializeUser() {
  return useApiMutation(api.auth.initialUser, {
    onSuccess: ({ user }) => useSessionStore.getState().signedIn(user),
    onError: (error) => {
      // Someone else finished the setup meanwhile: the guard now sends this visitor to sign in.
      if (error.code === 'INITIAL_USER_SPECIFIED') useSessionStore.getState().initialSetupDone();
    },
  });
}
