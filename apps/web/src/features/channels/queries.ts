import * as api from '@plaza/contract/api';
import { call } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useSearchList } from '../../api/use-search-list';

export { invalidateCommunity } from '../zones';

/** Every channel the signed-in user follows, in every zone. */
export function useUserChannels() {
  return useApiQuery(api.userChannels.listAll, {});
}

/** The channels the user follows in the selected zone (all of them when acting as themself). */
export function useSelectedZoneChannels() {
  return useApiQuery(api.userChannels.list, {});
}

/** Channels the user may see, in the selected zone if any (api.channels.search). */
export function useChannelSearch(searchTerm: string) {
  const endpoint = api.channels.search;
  return useSearchList(endpoint, (query, signal) => call(endpoint, { query }, { signal }), searchTerm);
}

/** One channel the user may see, with its photos, description and followers (null: none asked). */
export function useChannelDetail(channelId: string | null) {
  return useApiQuery(api.channels.detail, { params: { id: channelId ?? '' } }, { enabled: Boolean(channelId) });
}
