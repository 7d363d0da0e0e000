import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { contactInviteBody } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { IconMailForward } from '@tabler/icons-react';
import { useId } from 'react';
import { useApiMutation } from '../../api/hooks';
import { showSuccessToast } from '../../lib/toast';
import { useContractForm } from '../../forms/use-contract-form';

/**
 * Invite someone by e-mail (spec 02 §2, §5): a member gets a contact invitation, anyone else an
 * e-mail to join. Every refusal (yourself, already invited, blocked) stays under the field.
 */
export function InviteByEmail() {
  const form = useContractForm({ schema: contactInviteBody, initialValues: { email: '' }, errors: 'clear' });
  const titleId = useId();
  const invite = useApiMutation(api.contacts.invite, {
    toast: false,
    onSuccess: ({ invitedAs }, { body }) => {
      const address = body.email ?? '';
      showSuccessToast(
        invitedAs === 'contact'
          ? `Invitation sent to ${address}`
          : `We e-mailed ${address} an invitation to join Plaza`,
      );
      form.setFieldValue('email', '');
    },
    onError: (failure) => form.setFieldError('email', failure.message),
  });

  const submit = form.submit(({ email }) => invite.mutate({ body: { email } }));

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h5" id={titleId}>
          Invite people
        </Title>
        <Text size="sm" c="dimmed">
          Someone already on Plaza gets a contact request; anyone else an e-mail inviting them to join.
        </Text>
        <TextInput
          label="Invite by e-mail"
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          {...form.field('email')}
        />
        <Button type="submit" loading={invite.isPending} leftSection={<IconMailForward size={16} />} w="fit-content">
          Send invitation
        </Button>
      </Stack>
    </form>
  );
}
