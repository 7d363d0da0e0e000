import * as api from '@plaza/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf, useApiMutation, useApiQuery } from '../../../api/hooks';
import { showSuccessToast } from '../../../lib/toast';

/** The signed-in user's API key and secret; the server creates them on first request. */
export function useApiCredentials() {
  // gcTime 0: the secret is not kept in memory once the page is left.
  return useApiQuery(api.apiCredentials.get, {}, { gcTime: 0 });
}

/** Replaces the pair; the page shows the new one straight from the reply. */
export function useRegenerateApiCredentials() {
  const queryClient = useQueryClient();
  return useApiMutation(api.apiCredentials.generate, {
    onSuccess: (pair) => {
      queryClient.setQueryData(queryKeyOf(api.apiCredentials.get, {}), pair);
      showSuccessToast('A new API key and secret were generated.');
    },
  });
}
