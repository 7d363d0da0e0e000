import * as api from '@plaza/contract/api';
import { useApiMutation } from '../../../api/hooks';
import { showSuccessToast } from '../../../lib/toast';

/** Changes the password; the server ends the user's other sessions and keeps this one. */
export function useChangePassword(onChanged: () => void) {
  return useApiMutation(api.account.changePassword, {
    onSuccess: () => {
      showSuccessToast('Password changed');
      onChanged();
    },
  });
}
