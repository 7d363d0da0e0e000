import * as api from '@plaza/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf, useApiMutation, useApiQuery } from '../../../api/hooks';

/** The member's RTMP server, whether they have a stream key, the OBS keyframe interval and the live now. */
export function useStreamingSettings() {
  return useApiQuery(api.streaming.settings, {});
}

/**
 * Makes a new stream key (the old one stops working). The key is in the reply only: the page keeps
 * it in its own state while it is shown, never in the query cache.
 */
export function useRegenerateStreamKey() {
  const queryClient = useQueryClient();
  return useApiMutation(api.streaming.regenerateKey, {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeyOf(api.streaming.settings, {}) }),
  });
}
