import * as api from '@plaza/contract/api';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { useSearchList } from '../../api/use-search-list';

/** The endpoints whose cached answers change when a zone, channel or invitation changes. */
const COMMUNITY_ENDPOINTS = [
  api.zones.search,
  api.zones.detail,
  api.zones.current,
  api.zones.members,
  api.zones.roles,
  api.userZones.list,
  api.channels.search,
  api.channels.detail,
  api.channels.members,
  api.channels.roles,
  api.userChannels.list,
  api.userChannels.listAll,
  api.userCommunity.invitations,
  api.userCommunity.zones,
  api.userCommunity.channels,
  api.suggestions.zones,
  api.suggestions.channels,
  api.suggestions.contacts,
  api.membership.user,
];

/**
 * Marks every zone, channel, invitation and suggestion query stale (their keys start with the
 * endpoint's method and path, see `queryKeyOf`), so open screens fetch them again.
 */
export function invalidateCommunity(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    COMMUNITY_ENDPOINTS.map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: [endpoint.method, endpoint.path] }),
    ),
  ).then(() => undefined);
}

/** Every zone the signed-in user belongs to, with their role there. */
export function useUserZones() {
  return useApiQuery(api.userZones.list, {});
}

/** Zones the user may see, by name or address (api.zones.search). */
export function useZoneSearch(searchTerm: string) {
  const endpoint = api.zones.search;
  return useSearchList(endpoint, (query, signal) => call(endpoint, { query }, { signal }), searchTerm);
}

/** One zone the user may see, with its description and counts. */
export function useZoneDetail(zoneId: string | null) {
  return useApiQuery(api.zones.detail, { params: { id: zoneId ?? '' } }, { enabled: Boolean(zoneId) });
}
