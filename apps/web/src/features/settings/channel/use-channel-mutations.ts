import { api, type Channel, type ReplyOf } from '@plaza/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api/hooks';
import { showSuccessToast } from '../../../lib/toast';
import { invalidateCommunity } from '../../zones';

type UserChannels = ReplyOf<typeof api.userChannels.listAll>;

/** Rewrites the user's cached channel lists (all of them, and the selected zone's) at once. */
function rewriteUserChannels(queryClient: QueryClient, rewrite: (data: UserChannels) => UserChannels): void {
  for (const endpoint of [api.userChannels.listAll, api.userChannels.list]) {
    queryClient.setQueriesData<UserChannels>({ queryKey: [endpoint.method, endpoint.path] }, (old) =>
      old ? rewrite(old) : old,
    );
  }
}

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

/** Unfollowing or deleting drops the channel from the user's lists (spec 02 §4). */
function useChannelGone(toast: string) {
  const queryClient = useQueryClient();
  return (channelId: string) => {
    showSuccessToast(toast);
    rewriteUserChannels(queryClient, (data) => data.filter((m) => m.channel.id !== channelId));
    void invalidateCommunity(queryClient);
  };
}

export function useUnfollowChannel(channelId: string) {
  const gone = useChannelGone('Channel unfollowed');
  return useApiMutation(api.userChannels.unfollow, { onSuccess: () => gone(channelId) });
}

export function useDeleteChannel() {
  const gone = useChannelGone('Channel deleted');
  return useApiMutation(api.channels.remove, { onSuccess: (_reply, { params }) => gone(params.id) });
}
