import type { Endpoint, MemberRow, RoleCode } from '@plaza/contract';
import type { QueryClient } from '@tanstack/react-query';
import { addRole, dropRole, mergeRole } from './permission-matrix';

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

type Role = { id: string; roleCode: RoleCode };

function updateRoles<R extends Role>(
  queryClient: QueryClient,
  endpoint: Endpoint,
  id: string,
  change: (roles: R[]) => R[],
) {
  // The role lists answer an array (spec 02 §7: not paged).
  queryClient.setQueriesData<R[]>({ queryKey: keyOf(endpoint, id) }, (old) => (old ? change(old) : old));
}

/** Updating permissions merges the reply into the matching role (spec 02 §4). */
export function mergeRoleReply<R extends Role>(queryClient: QueryClient, endpoint: Endpoint, id: string, reply: R) {
  updateRoles<R>(queryClient, endpoint, id, (roles) => mergeRole(roles, reply));
}

/** A created role becomes a new column of the matrix and a choice of the members' role select. */
export function addRoleReply<R extends Role>(queryClient: QueryClient, endpoint: Endpoint, id: string, created: R) {
  updateRoles<R>(queryClient, endpoint, id, (roles) => addRole(roles, created));
}

/** A removed role leaves the matrix and the role select. */
export function dropRoleCode(queryClient: QueryClient, endpoint: Endpoint, id: string, roleCode: RoleCode) {
  updateRoles<Role>(queryClient, endpoint, id, (roles) => dropRole(roles, roleCode));
}
