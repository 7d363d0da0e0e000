import { type Channel } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api/hooks';
import { showSuccessToast } from '../../../lib/toast';
import { invalidateCommunity } from '../../zones';
import { rewriteUserChannels, useChannelGone } from '../../channels';

/** The changed channel replaces its copy in the user's channels, then every list refreshes. */
function useMergeChannel(toast: string) {
  const queryClient = useQueryClient();
  return (channel: Channel) => {
    rewriteUserChannels(queryClient, (data) => data.map((m) => (m.channel.id === channel.id ? { ...m, channel } : m)));
    void invalidateCommunity(queryClient);
    showSuccessToast(toast);
  };
}

export function useUpdateChannel() {
  return useApiMutation(api.channels.update, { onSuccess: useMergeChannel('Changes saved') });
}

export function useUploadChannelPhoto() {
  return useApiMutation(api.channels.uploadPhoto, { onSuccess: useMergeChannel('Display photo updated') });
}

export function useUploadChannelBackground() {
  return useApiMutation(api.channels.uploadBackground, { onSuccess: useMergeChannel('Background photo updated') });
}

export function useInviteToChannel() {
  return useApiMutation(api.channels.invite, {
    onSuccess: (_reply, { body }) => showSuccessToast(`Invitation sent to ${body.email}`),
  });
}

export function useDeleteChannel() {
  const gone = useChannelGone('Channel deleted');
  return useApiMutation(api.channels.remove, { onSuccess: (_reply, { params }) => gone(params.id) });
}
