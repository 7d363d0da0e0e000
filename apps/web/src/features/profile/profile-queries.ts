import { type ProfileRelation, type ReplyOf } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf, useApiQuery } from '../../api/hooks';

export type ProfileReply = ReplyOf<typeof api.profile.byUserName>;

const input = (userName: string) => ({ params: { userName } });

/** A profile and the caller's relation to its user; USER_NOT_FOUND is the page's to show. */
export function useProfile(userName: string) {
  return useApiQuery(api.profile.byUserName, input(userName), { toast: false });
}

/** Shows the effect of an action on the cached relation at once. */
export function patchRelation(client: QueryClient, userName: string, patch: Partial<ProfileRelation>): void {
  client.setQueryData<ProfileReply>(queryKeyOf(api.profile.byUserName, input(userName)), (data) =>
    data ? { ...data, relation: { ...data.relation, ...patch } } : data,
  );
}

/** Everything a change of relation touches: profiles, contact lists, suggestions and invitations. */
const RELATION_ENDPOINTS = [
  api.profile.byUserName,
  api.contacts.list,
  api.suggestions.contacts,
  api.userCommunity.invitations,
];

export function invalidateRelation(client: QueryClient): Promise<unknown> {
  return Promise.all(
    RELATION_ENDPOINTS.map((endpoint) => client.invalidateQueries({ queryKey: [endpoint.method, endpoint.path] })),
  );
}
