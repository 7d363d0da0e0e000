import * as api from '@plaza/contract/api';
import { useApiMutation } from '../../../api/hooks';
import { showSuccessToast } from '../../../lib/toast';
import { useSessionStore } from '../../../state/session';

/** Profile changes merge into the stored user (spec 01 §4), so the whole shell shows them at once. */
export function useUpdateProfile() {
  const mergeUser = useSessionStore((s) => s.mergeUser);
  return useApiMutation(api.profile.update, {
    onSuccess: (user) => {
      mergeUser(user);
      showSuccessToast('Changes saved');
    },
  });
}

export function useUploadPhoto() {
  const mergeUser = useSessionStore((s) => s.mergeUser);
  return useApiMutation(api.profile.uploadPhoto, {
    onSuccess: (user) => {
      mergeUser(user);
      showSuccessToast('Display photo updated');
    },
  });
}
