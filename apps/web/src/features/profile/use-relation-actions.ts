import { type InvitationResponse, type PublicProfile } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../api/hooks';
import { showSuccessToast } from '../../lib/toast';
import { RELATION_AFTER } from './profile-relation';
import { invalidateRelation, patchRelation } from './profile-queries';

/**
 * Invite, accept, decline, remove, block and unblock from a profile. Each shows its effect at once
 * and reads the relation again; a refusal (USER_BLOCKED_YOU, already invited...) is toasted by the
 * error policy and the relation is read again to show where things really stand.
 */
export function useRelationActions(user: PublicProfile, userName: string) {
  const client = useQueryClient();
  const after = (change: keyof typeof RELATION_AFTER, toast: string) => ({
    onSuccess: () => {
      patchRelation(client, userName, RELATION_AFTER[change]);
      showSuccessToast(toast);
    },
    onSettled: () => void invalidateRelation(client),
  });

  const invite = useApiMutation(api.contacts.invite, after('invite', `Invitation sent to ${user.fullName}`));
  const respond = useApiMutation(api.contacts.respond, {
    onSuccess: (_reply, { body }) => {
      const accepted = body.status === 'ACCEPTED';
      patchRelation(client, userName, RELATION_AFTER[accepted ? 'accept' : 'decline']);
      showSuccessToast(accepted ? `${user.fullName} is now one of your contacts` : 'Invitation declined');
    },
    onSettled: () => void invalidateRelation(client),
  });
  const remove = useApiMutation(api.contacts.remove, after('remove', 'Contact removed'));
  const block = useApiMutation(api.contacts.block, after('block', `${user.fullName} is blocked`));
  const unblock = useApiMutation(api.contacts.unblock, after('unblock', `${user.fullName} is unblocked`));
  const params = { params: { id: user.id } };

  return {
    invite: () => invite.mutate({ body: { userId: user.id } }),
    inviting: invite.isPending,
    respond: (contactInvitationId: string, status: InvitationResponse) =>
      respond.mutate({ body: { contactInvitationId, status } }),
    responding: respond.isPending,
    remove: () => remove.mutate(params),
    removing: remove.isPending,
    block: () => block.mutate(params),
    unblock: () => unblock.mutate(params),
    unblocking: unblock.isPending,
  };
}
