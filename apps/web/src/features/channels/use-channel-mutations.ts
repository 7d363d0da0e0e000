import { api } from '@plaza/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../api/hooks';
import { showSuccessToast } from '../../lib/toast';
import { invalidateCommunity } from '../zones';

/** Creates a channel in a zone; INSUFFICIENT_MEMBERSHIP and the rest go through the error policy. */
export function useCreateChannel(onCreated: () => void) {
  const queryClient = useQueryClient();
  return useApiMutation(api.channels.create, {
    onSuccess: () => {
      showSuccessToast('Channel created');
      onCreated();
      void invalidateCommunity(queryClient);
    },
  });
}

/** Follows a public channel (joining its zone too). */
export function useFollowChannel() {
  const queryClient = useQueryClient();
  return useApiMutation(api.channels.join, {
    onSuccess: () => void invalidateCommunity(queryClient),
  });
}
