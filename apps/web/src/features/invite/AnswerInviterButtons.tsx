import { Button, Group } from '@mantine/core';
import * as api from '@plaza/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconUserCheck } from '@tabler/icons-react';
import { useApiMutation } from '../../api/hooks';
import { showSuccessToast } from '../../lib/toast';
import { invalidateContacts } from '../contacts';

/**
 * They invited the visitor already: one click accepts (or declines) that invitation. The invitation
 * is the inviter's own, addressed to this account or its verified e-mail, so the link's `from`
 * cannot make anyone a contact of someone who did not ask.
 */
export function AnswerInviterButtons({ invitationId, fullName }: { invitationId: string; fullName: string }) {
  const queryClient = useQueryClient();
  const answer = useApiMutation(api.contacts.respond, {
    onSuccess: (_, { body }) => {
      if (body.status === 'ACCEPTED') showSuccessToast(`${fullName} is now in your contacts`);
      void invalidateContacts(queryClient);
    },
  });
  if (answer.isSuccess) {
    const accepted = answer.variables.body.status === 'ACCEPTED';
    return (
      <Button variant="light" disabled leftSection={accepted && <IconCheck size={14} />} w="fit-content">
        {accepted ? 'In contacts' : 'Declined'}
      </Button>
    );
  }
  const respond = (status: 'ACCEPTED' | 'REJECTED') =>
    answer.mutate({ body: { contactInvitationId: invitationId, status } });
  return (
    <Group gap="sm">
      <Button
        leftSection={<IconUserCheck size={16} />}
        loading={answer.isPending && answer.variables.body.status === 'ACCEPTED'}
        disabled={answer.isPending}
        onClick={() => respond('ACCEPTED')}
      >
        Accept
      </Button>
      <Button variant="default" disabled={answer.isPending} onClick={() => respond('REJECTED')}>
        Decline
      </Button>
    </Group>
  );
}
