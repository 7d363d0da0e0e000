import { Button, Flex, Stack, Text, TextInput, Title } from '@mantine/core';
import { inviteBody } from '@plaza/contract';
import { IconMailForward } from '@tabler/icons-react';
import { useContractForm } from '../../../forms/use-contract-form';
import type { CommunityKind } from './community-text';

interface InvitePanelProps {
  kind: CommunityKind;
  name: string;
  /** Sends the invitation; the field empties once it resolves (errors go through the error policy). */
  invite: (email: string) => Promise<unknown>;
  sending: boolean;
}

/** Invite someone by e-mail (spec 02 §6: shown with canInvite). */
export function InvitePanel({ kind, name, invite, sending }: InvitePanelProps) {
  const form = useContractForm({ schema: inviteBody, initialValues: { email: '' }, errors: 'submit' });

  const submit = form.submit((body) =>
    invite(body.email).then(
      () => form.setFieldValue('email', ''),
      () => undefined,
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${kind}-invite`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${kind}-invite`}>
          Invite people
        </Title>
        <Text size="sm" c="dimmed">
          They get an e-mail and find the invitation to {name} in their right panel and on the contacts page.
        </Text>
        <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} gap="sm">
          <TextInput
            label="Invite by e-mail"
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            {...form.field('email')}
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={{ base: 0, sm: 25 }} loading={sending} leftSection={<IconMailForward size={16} />}>
            Send invitation
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
