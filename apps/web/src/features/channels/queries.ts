import { api } from '@plaza/contract';
import { useApiQuery } from '../../api/hooks';

export { invalidateCommunity } from '../zones';

/** Every channel the signed-in user follows, in every zone. */
export function useUserChannels() {
  return useApiQuery(api.userChannels.listAll, {});
}

/** The channels the user follows in the selected zone (all of them when acting as themself). */
export function useSelectedZoneChannels() {
  return useApiQuery(api.userChannels.list, {});
}
