import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { api, contactInviteBody } from '@plaza/contract';
import { IconMailForward } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useApiMutation } from '../../api/hooks';
import { showSuccessToast } from '../../lib/toast';

/**
 * Invite someone by e-mail (spec 02 §2, §5): a member gets a contact invitation, anyone else an
 * e-mail to join. Every refusal (yourself, already invited, blocked) stays under the field.
 */
export function InviteByEmail() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
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
      setEmail('');
    },
    onError: (failure) => setError(failure.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactInviteBody.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    invite.mutate({ body: { email: parsed.data.email } });
  };

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
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" loading={invite.isPending} leftSection={<IconMailForward size={16} />} w="fit-content">
          Send invitation
        </Button>
      </Stack>
    </form>
  );
}
