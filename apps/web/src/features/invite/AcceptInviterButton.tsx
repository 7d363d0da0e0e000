import { Button } from '@mantine/core';
import { api } from '@plaza/contract';
import { useQueryClient } from '@tanstack/react-query';
import { IconCheck } from '@tabler/icons-react';
import { useApiMutation } from '../../api/hooks';
import { showSuccessToast } from '../../lib/toast';
import { invalidateContacts } from '../contacts';

/** They invited the visitor already: accepting their invitation is the way to add them. */
export function AcceptInviterButton({ invitationId, fullName }: { invitationId: string; fullName: string }) {
  const queryClient = useQueryClient();
  const accept = useApiMutation(api.contacts.respond, {
    onSuccess: () => {
      showSuccessToast(`${fullName} is now in your contacts`);
      void invalidateContacts(queryClient);
    },
  });
  if (accept.isSuccess) {
    return (
      <Button variant="light" disabled leftSection={<IconCheck size={14} />} w="fit-content">
        In contacts
      </Button>
    );
  }
  return (
    <Button
      w="fit-content"
      loading={accept.isPending}
      onClick={() => accept.mutate({ body: { contactInvitationId: invitationId, status: 'ACCEPTED' } })}
    >
      Accept their invitation
    </Button>
  );
}
