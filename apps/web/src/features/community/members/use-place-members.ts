import * as api from '@plaza/contract/api';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../../api/hooks';
import { useZoneStore } from '../../../state/zone';
import { readFeedView } from '../../posts';
import { MEMBER_LIMITS } from '../expand-list';

/** The place whose members the panel lists: the timeline's channel, else the selected zone. */
export type MembersPlace = { kind: 'channel'; id: string } | { kind: 'zone'; id: string } | null;

export function useMembersPlace(onTimeline: boolean): MembersPlace {
  const zone = useZoneStore((s) => s.selected);
  const [params] = useSearchParams();
  const channelId = onTimeline ? readFeedView(params).channelId : null;
  if (channelId) return { kind: 'channel', id: channelId };
  return zone ? { kind: 'zone', id: zone.id } : null;
}

/** Folded, the list asks for the few it shows; 'See more' asks again for the expanded count. */
export function usePlaceMembers(place: { kind: 'channel' | 'zone'; id: string }, expanded: boolean) {
  const endpoint = place.kind === 'channel' ? api.channels.members : api.zones.members;
  const limit = expanded ? MEMBER_LIMITS.expanded : MEMBER_LIMITS.shown;
  return useApiQuery(
    endpoint,
    { params: { id: place.id }, query: { limit, skip: 0 } },
    // A channel the user may not see is the timeline's to say; the panel shows its own error state.
    { placeholderData: keepPreviousData, toast: false },
  );
}
