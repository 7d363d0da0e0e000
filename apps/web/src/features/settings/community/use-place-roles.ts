import { LISTS } from '@plaza/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApiMutation, useApiQuery } from '../../../api/hooks';
import { showSuccessToast } from '../../../lib/toast';
import { useCurrentUser } from '../../../state/session';
import { invalidateCommunity } from '../../zones';
import { addRoleReply, dropRoleCode, mergeRoleReply, replaceMemberRow } from './cache';
import type { PlaceKind } from './place-kind';

/** The place's roles with their permissions (the Permissions tab). */
export function usePlaceRoles({ endpoints }: PlaceKind, id: string) {
  return useApiQuery(endpoints.roles, { params: { id } });
}

/** Saves one role's flags; the reply merges into the matching role, and the user's own role refreshes. */
export function useUpdatePermissions({ endpoints }: PlaceKind, id: string) {
  const queryClient = useQueryClient();
  return useApiMutation(endpoints.updatePermissions, {
    onSuccess: (role) => {
      mergeRoleReply(queryClient, endpoints.roles, id, role);
      void invalidateCommunity(queryClient);
      showSuccessToast('Changes saved');
    },
  });
}

/** Adds a custom role: it joins the list (a new column, all permissions off). */
export function useCreateRole({ endpoints }: PlaceKind, id: string) {
  const queryClient = useQueryClient();
  return useApiMutation(endpoints.createRole, {
    onSuccess: (role) => {
      addRoleReply(queryClient, endpoints.roles, id, role);
      showSuccessToast(`Role ${role.roleCode} added`);
    },
  });
}

/** Removes a custom role nobody holds: it leaves the list. */
export function useRemoveRole({ endpoints }: PlaceKind, id: string) {
  const queryClient = useQueryClient();
  return useApiMutation(endpoints.removeRole, {
    onSuccess: (_reply, { params }) => {
      dropRoleCode(queryClient, endpoints.roles, id, params.roleCode);
      showSuccessToast(`Role ${params.roleCode} removed`);
    },
  });
}

/** One page (1-based) of the place's members; the previous page stays on screen while the next loads. */
export function usePlaceMembers({ endpoints }: PlaceKind, id: string, page: number) {
  const query = { limit: LISTS.memberPage, skip: (page - 1) * LISTS.memberPage };
  return useApiQuery(endpoints.members, { params: { id }, query }, { placeholderData: keepPreviousData });
}

/** Changes a member's role; that row takes the new role. A change of one's own role refreshes one's places. */
export function useChangeRole({ endpoints }: PlaceKind, id: string) {
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  return useApiMutation(endpoints.changeRole, {
    onSuccess: (row) => {
      replaceMemberRow(queryClient, endpoints.members, id, row);
      if (row.user.id === me.id) void invalidateCommunity(queryClient);
      showSuccessToast('Role changed');
    },
  });
}
