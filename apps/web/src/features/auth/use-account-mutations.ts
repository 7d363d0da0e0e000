import { api } from '@plaza/contract';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../api/hooks';
import { queryClient } from '../../api/query-client';
import { showSuccessToast } from '../../lib/toast';
import { PATHS, to } from '../../routing/paths';
import { useSessionStore } from '../../state/session';

/** Sign-up by e-mail; the next step is the page that explains the verification mail. */
export function useRegister() {
  const navigate = useNavigate();
  return useApiMutation(api.account.register, {
    onSuccess: ({ id }) => navigate(to.verifyEmailInfo(id)),
  });
}

export function useResendVerificationMail() {
  return useApiMutation(api.account.resendVerificationMail, {
    onSuccess: () => showSuccessToast('Verification e-mail sent'),
  });
}

/** Finishing sign-up: the user signs in next, with the username just chosen or the e-mail. */
export function useVerifyEmail() {
  const navigate = useNavigate();
  return useApiMutation(api.account.verifyEmail, {
    onSuccess: () => {
      showSuccessToast('E-mail verified');
      void navigate(PATHS.login);
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
