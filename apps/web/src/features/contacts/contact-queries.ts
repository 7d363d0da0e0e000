import { CONTACT, type ReplyOf } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { useSocketEvent } from '../../realtime/use-socket-event';
import { nextSkip } from '../../lib/paging';

type Page = ReplyOf<typeof api.contacts.list>;

/**
 * The user's contacts (api.contacts.list), CONTACT.page at a time with "Load more" (skip = count
 * loaded), narrowed on the server by `searchTerm`. The key starts like `useApiQuery`'s.
 */
export function useContactList(userName: string, searchTerm: string) {
  const endpoint = api.contacts.list;
  const term = searchTerm.trim() || undefined;
  return useInfiniteQuery<Page, ApiError, Page['data'], readonly unknown[], number>({
    queryKey: [endpoint.method, endpoint.path, { userName, searchTerm: term }, 'pages'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(
        endpoint,
        { params: { userName }, query: { searchTerm: term, skip: pageParam, limit: CONTACT.page } },
        { signal },
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
    select: (data) => data.pages.flatMap((page) => page.data),
  });
}

/** The cached answers that change with the contact list: the lists, suggestions, profiles, invitations. */
const CONTACT_ENDPOINTS = [
  api.contacts.list,
  api.suggestions.contacts,
  api.profile.byUserName,
  api.userCommunity.invitations,
];

export function invalidateContacts(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    CONTACT_ENDPOINTS.map((endpoint) => queryClient.invalidateQueries({ queryKey: [endpoint.method, endpoint.path] })),
  ).then(() => undefined);
}

/** Refreshes the contact lists when the server says they changed (an invitation accepted elsewhere, a removal). */
export function useContactsChangedRefresh(): void {
  const queryClient = useQueryClient();
  useSocketEvent('contacts_changed', () => void invalidateContacts(queryClient));
}
