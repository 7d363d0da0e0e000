import { api } from '@plaza/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../api/hooks';
import { showSuccessToast } from '../../lib/toast';
import { invalidateCommunity } from './queries';

/** Creates a zone; ZONE_SUBDOMAIN_ALREADY_EXIST is the form's to show (api/quiet-errors keeps it from toasting). */
export function useCreateZone(onCreated: () => void) {
  const queryClient = useQueryClient();
  return useApiMutation(api.zones.create, {
    onSuccess: () => {
      showSuccessToast('Zone created');
      onCreated();
      void invalidateCommunity(queryClient);
    },
  });
}

/** Joins a public zone as a USER. */
export function useJoinZone() {
  const queryClient = useQueryClient();
  return useApiMutation(api.zones.join, {
    onSuccess: () => void invalidateCommunity(queryClient),
  });
}
