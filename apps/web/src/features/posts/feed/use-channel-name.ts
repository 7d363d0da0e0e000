import * as api from '@plaza/contract/api';
import { useApiQuery } from '../../../api/hooks';
import { useSelectedZoneChannels } from '../../channels';

/**
 * The name of the timeline's selected channel: from the strip when the user follows it, else
 * asked for (a post card links to any channel the user may see). Null while unknown.
 */
export function useChannelName(channelId: string | null): string | null {
  const followed = useSelectedZoneChannels();
  const known = followed.data?.find((m) => m.channel.id === channelId)?.channel.name;
  const detail = useApiQuery(
    api.channels.detail,
    { params: { id: channelId ?? '' } },
    { enabled: Boolean(channelId) && followed.isSuccess && !known, toast: false },
  );
  if (!channelId) return null;
  return known ?? detail.data?.name ?? null;
}
