import * as api from '@plaza/contract/api';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { showSuccessToast } from '../../lib/toast';
import { PATHS, to } from '../../routing/paths';
import { useSessionStore } from '../../state/session';
import { verifiedEmailState } from './verified-email';

/** Sign-up by e-mail; the next step is the page that explains the verification mail (and can send it again). */
export function useRegister(next: string | null) {
  const navigate = useNavigate();
  return useApiMutation(api.account.register, {
    onSuccess: ({ id }) => navigate(to.verifyEmailInfo(id, next)),
  });
}

export function useResendVerificationMail() {
  return useApiMutation(api.account.resendVerificationMail, {
    onSuccess: () => showSuccessToast('Verification e-mail sent'),
  });
}

/**
 * Finishing sign-up: the user signs in next, the verified e-mail filled in, and goes on to `next`.
 * The address travels in the history state, not the URL, so it stays out of logs and the address bar.
 */
export function useVerifyEmail(next: string | null) {
  const navigate = useNavigate();
  return useApiMutation(api.account.verifyEmail, {
    onSuccess: ({ email }) => {
      showSuccessToast('E-mail verified');
      void navigate(to.withNext(PATHS.login, next), { state: verifiedEmailState(email) });
    },
  });
}

export function useRequestResetPassword() {
  return useApiMutation(api.account.requestResetPassword, {
    onSuccess: () => showSuccessToast('Password reset link sent'),
  });
}

/** A reset signs the user in (the reply carries the session, and the server set its cookies). */
export function useResetPassword() {
  const navigate = useNavigate();
  return useApiMutation(api.account.resetPassword, {
    onSuccess: ({ user }) => {
      // A signed-in user may follow another account's link: nothing cached may carry over.
      const previous = useSessionStore.getState().user;
      if (previous && previous.id !== user.id) queryClient.clear();
      useSessionStore.getState().signedIn(user);
      showSuccessToast('Password reset successfully');
      void navigate(PATHS.home, { replace: true });
    },
  });
}
