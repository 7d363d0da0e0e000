import { type ReplyOf } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../api/hooks';
import { showSuccessToast } from '../../lib/toast';
import { invalidateCommunity } from '../zones';
import { explainOwnerRefusal, LEAVE_TEXT } from '../../components/leave-text';

type UserChannels = ReplyOf<typeof api.userChannels.listAll>;

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

/** Rewrites the user's cached channel lists (all of them, and the selected zone's) at once. */
export function rewriteUserChannels(queryClient: QueryClient, rewrite: (data: UserChannels) => UserChannels): void {
  for (const endpoint of [api.userChannels.listAll, api.userChannels.list]) {
    queryClient.setQueriesData<UserChannels>({ queryKey: [endpoint.method, endpoint.path] }, (old) =>
      old ? rewrite(old) : old,
    );
  }
}

/** Unfollowing or deleting drops the channel from the user's lists (spec 02 §4). */
export function useChannelGone(toast: string) {
  const queryClient = useQueryClient();
  return (channelId: string) => {
    showSuccessToast(toast);
    rewriteUserChannels(queryClient, (data) => data.filter((m) => m.channel.id !== channelId));
    void invalidateCommunity(queryClient);
  };
}

/**
 * Unfollows a channel (the call takes the membership's id or the channel's). The server refuses
 * its last owner (OWNER_NOT_EXIST); that refusal is explained rather than shown as the bare code text.
 */
export function useUnfollowChannel(channelId: string) {
  const gone = useChannelGone(LEAVE_TEXT.channel.done);
  return useApiMutation(api.userChannels.unfollow, {
    onSuccess: () => gone(channelId),
    onError: explainOwnerRefusal(LEAVE_TEXT.channel.ownerCannot),
  });
}
