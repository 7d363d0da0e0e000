import { LISTS, api } from '@plaza/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApiMutation, useApiQuery } from '../../../api/hooks';
import { showSuccessToast } from '../../../app/toast';
import { useCurrentUser } from '../../../state/session';
import { invalidateCommunity } from '../../zones/queries';
import { addRoleReply, dropRoleCode, mergeRoleReply, replaceMemberRow } from '../community/cache';

/** The zone's roles with their permissions (the Permissions tab). */
export function useZoneRoles(zoneId: string) {
  return useApiQuery(api.zones.roles, { params: { id: zoneId } });
}

/** Saves one role's flags; the reply merges into the matching role, and the user's own role refreshes. */
export function useUpdateZonePermissions(zoneId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(api.zones.updatePermissions, {
    onSuccess: (role) => {
      mergeRoleReply(queryClient, api.zones.roles, zoneId, role);
      void invalidateCommunity(queryClient);
      showSuccessToast('Changes saved');
    },
  });
}

/** Adds a custom role: it joins the list (a new column, all permissions off). */
export function useCreateZoneRole(zoneId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(api.zones.createRole, {
    onSuccess: (role) => {
      addRoleReply(queryClient, api.zones.roles, zoneId, role);
      showSuccessToast(`Role ${role.roleCode} added`);
    },
  });
}

/** Removes a custom role nobody holds: it leaves the list. */
export function useRemoveZoneRole(zoneId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(api.zones.removeRole, {
    onSuccess: (_reply, { params }) => {
      dropRoleCode(queryClient, api.zones.roles, zoneId, params.roleCode);
      showSuccessToast(`Role ${params.roleCode} removed`);
    },
  });
}

/** One page (1-based) of the zone's members; the previous page stays on screen while the next loads. */
export function useZoneMembers(zoneId: string, page: number) {
  const query = { limit: LISTS.memberPage, skip: (page - 1) * LISTS.memberPage };
  return useApiQuery(api.zones.members, { params: { id: zoneId }, query }, { placeholderData: keepPreviousData });
}

/** Changes a member's role; that row takes the new role. A change of one's own role refreshes one's zones. */
export function useChangeZoneRole(zoneId: string) {
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  return useApiMutation(api.zones.changeRole, {
    onSuccess: (row) => {
      replaceMemberRow(queryClient, api.zones.members, zoneId, row);
      if (row.user.id === me.id) void invalidateCommunity(queryClient);
      showSuccessToast('Role changed');
    },
  });
}
