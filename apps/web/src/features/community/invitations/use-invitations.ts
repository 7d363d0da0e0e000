import { LISTS, type Invitation, type InvitationResponse } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../api/api-error';
import { call } from '../../../api/client';
import { queryKeyOf, useApiQuery } from '../../../api/hooks';
import { showSuccessToast } from '../../../lib/toast';
import { invalidateContacts } from '../../contacts';
import { invalidateCommunity } from '../../zones';
import { afterResponse } from './invitation-state';

/** One request for the most the list can show unfolded; the list folds it to 5 on screen. */
const INPUT = { query: { limit: LISTS.invitationsExpanded } };

export function useInvitations() {
  return useApiQuery(api.userCommunity.invitations, INPUT);
}

function respond(invitation: Invitation, status: InvitationResponse): Promise<Invitation> {
  if (invitation.type === 'CONTACT') {
    return call(api.contacts.respond, { body: { contactInvitationId: invitation.id, status } });
  }
  const body = { invitationId: invitation.id, status };
  return invitation.type === 'CHANNEL'
    ? call(api.channels.respondToInvitation, { body })
    : call(api.zones.respondToInvitation, { body });
}

/** Accept or reject one invitation through the zone, channel or contact call its type names. */
export function useRespondToInvitation(invitation: Invitation) {
  const queryClient = useQueryClient();
  const key = queryKeyOf(api.userCommunity.invitations, INPUT);
  return useMutation<Invitation, ApiError, InvitationResponse>({
    mutationFn: (status) => respond(invitation, status),
    onSuccess: (answered, status) => {
      // Rejecting removes it at once; the server's answer keeps what accepting stored.
      const stored = { ...answered, response: status };
      queryClient.setQueryData<{ data: Invitation[]; total: number; limit: number; skip: number }>(key, (old) =>
        old
          ? { ...old, data: afterResponse(old.data, stored), total: old.total - (status === 'REJECTED' ? 1 : 0) }
          : old,
      );
      if (status === 'ACCEPTED') showSuccessToast('Invitation accepted');
      void invalidateCommunity(queryClient);
      if (invitation.type === 'CONTACT') void invalidateContacts(queryClient);
    },
  });
}
