import { LISTS, api } from '@plaza/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApiMutation, useApiQuery } from '../../../api/hooks';
import { showSuccessToast } from '../../../app/toast';
import { useCurrentUser } from '../../../state/session';
import { invalidateCommunity } from '../../channels/queries';
import { addRoleReply, dropRoleCode, mergeRoleReply, replaceMemberRow } from '../community/cache';

/** The channel's roles with their permissions (the Permissions tab). */
export function useChannelRoles(channelId: string) {
  return useApiQuery(api.channels.roles, { params: { id: channelId } });
}

/** Saves one role's flags; the reply merges into the matching role, and the user's own role refreshes. */
export function useUpdateChannelPermissions(channelId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(api.channels.updatePermissions, {
    onSuccess: (role) => {
      mergeRoleReply(queryClient, api.channels.roles, channelId, role);
      void invalidateCommunity(queryClient);
      showSuccessToast('Changes saved');
    },
  });
}

/** Adds a custom role: it joins the list (a new column, all permissions off). */
export function useCreateChannelRole(channelId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(api.channels.createRole, {
    onSuccess: (role) => {
      addRoleReply(queryClient, api.channels.roles, channelId, role);
      showSuccessToast(`Role ${role.roleCode} added`);
    },
  });
}

/** Removes a custom role nobody holds: it leaves the list. */
export function useRemoveChannelRole(channelId: string) {
  const queryClient = useQueryClient();
  return useApiMutation(api.channels.removeRole, {
    onSuccess: (_reply, { params }) => {
      dropRoleCode(queryClient, api.channels.roles, channelId, params.roleCode);
      showSuccessToast(`Role ${params.roleCode} removed`);
    },
  });
}

/** One page (1-based) of the channel's followers; the previous page stays on screen while the next loads. */
export function useChannelMembers(channelId: string, page: number) {
  const query = { limit: LISTS.memberPage, skip: (page - 1) * LISTS.memberPage };
  return useApiQuery(api.channels.members, { params: { id: channelId }, query }, { placeholderData: keepPreviousData });
}

/** Changes a follower's role; that row takes the new role. A change of one's own role refreshes one's channels. */
export function useChangeChannelRole(channelId: string) {
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  return useApiMutation(api.channels.changeRole, {
    onSuccess: (row) => {
      replaceMemberRow(queryClient, api.channels.members, channelId, row);
      if (row.user.id === me.id) void invalidateCommunity(queryClient);
      showSuccessToast('Role changed');
    },
  });
}
