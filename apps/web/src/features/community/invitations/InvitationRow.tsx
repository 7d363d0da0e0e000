import { Button, Group, Stack, Text } from '@mantine/core';
import type { Invitation } from '@plaza/contract';
import { IconCheck } from '@tabler/icons-react';
import { UserAvatar } from '../../../components/UserAvatar';
import { invitationText } from './invitation-state';
import { useRespondToInvitation } from './use-invitations';

/** One invitation: who invited the user where (or to their contacts), with Accept and Reject (spec 02 §4). */
export function InvitationRow({ invitation }: { invitation: Invitation }) {
  const answer = useRespondToInvitation(invitation);
  const { lead, target } = invitationText(invitation);
  const accepted = invitation.response === 'ACCEPTED';
  const pending = answer.isPending ? answer.variables : null;

  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      aria-label={`Invitation from ${invitation.createdBy.fullName}`}
    >
      <UserAvatar user={invitation.createdBy} size={36} />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" lh={1.35}>
          <Text span fw={600}>
            {invitation.createdBy.fullName}
          </Text>{' '}
          {lead}
          {target && (
            <>
              {' '}
              <Text span fw={600}>
                {target}
              </Text>
            </>
          )}
        </Text>
        {accepted ? (
          <Button size="compact-sm" variant="light" leftSection={<IconCheck size={14} />} disabled w="fit-content">
            Accepted
          </Button>
        ) : (
          <Group gap="xs">
            <Button
              size="compact-sm"
              loading={pending === 'ACCEPTED'}
              disabled={pending === 'REJECTED'}
              onClick={() => answer.mutate('ACCEPTED')}
            >
              Accept
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              loading={pending === 'REJECTED'}
              disabled={pending === 'ACCEPTED'}
              onClick={() => answer.mutate('REJECTED')}
            >
              Reject
            </Button>
          </Group>
        )}
      </Stack>
    </Group>
  );
}
