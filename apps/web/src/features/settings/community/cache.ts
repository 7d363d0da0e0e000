import type { Endpoint, MemberRow, RoleCode } from '@plaza/contract';
import type { QueryClient } from '@tanstack/react-query';
import { mergeRole } from './permission-matrix';

/**
 * The cached answers of one zone's or channel's endpoint, whatever their query (every page): keys
 * are [method, path, input] (`queryKeyOf`), and TanStack Query matches the input partially.
 */
const keyOf = (endpoint: Endpoint, id: string) => [endpoint.method, endpoint.path, { params: { id } }];

/** Updating a role changes that user's role in the loaded lists (spec 02 §4). */
export function replaceMemberRow(queryClient: QueryClient, endpoint: Endpoint, id: string, reply: MemberRow): void {
  queryClient.setQueriesData<{ data: MemberRow[] }>({ queryKey: keyOf(endpoint, id) }, (old) =>
    old ? { ...old, data: old.data.map((row) => (row.user.id === reply.user.id ? { ...row, ...reply } : row)) } : old,
  );
}

/** Updating permissions merges the reply into the matching role (spec 02 §4). */
export function mergeRoleReply<R extends { id: string; roleCode: RoleCode }>(
  queryClient: QueryClient,
  endpoint: Endpoint,
  id: string,
  reply: R,
): void {
  queryClient.setQueriesData<{ data: R[] }>({ queryKey: keyOf(endpoint, id) }, (old) =>
    old ? { ...old, data: mergeRole(old.data, reply) } : old,
  );
}
