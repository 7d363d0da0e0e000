import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { IconMailQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/EmptyPanel';
import { ListError } from '../../components/ListStates';
import { PageFrame } from '../../components/PageFrame';
import { PATHS } from '../../routing/paths';
import { InvitationRow, useInvitations } from '../community';
import { JoinFirstButtons } from './JoinFirstButtons';

const invitationPath = (id: string) => `${PATHS.invite}?invitation=${encodeURIComponent(id)}`;

/**
 * /invite?invitation=<id>: the link of a zone or channel invitation mail. Signed out, it leads
 * through sign-up or sign-in back here; signed in, it shows the invitation to accept in one click.
 */
export function InvitationToPlace({ invitationId, signedIn }: { invitationId: string; signedIn: boolean }) {
  return (
    <PageFrame title="You are invited" description="Someone invited you to a zone or a channel on Plaza.">
      <Paper withBorder radius="lg" p="lg" maw={560} component="section" aria-label="Your invitation">
        {signedIn ? (
          <Invitation id={invitationId} />
        ) : (
          <Stack gap="sm">
            <Text size="sm">
              Join Plaza, or sign in, with the e-mail address the invitation was sent to. You come back here to answer
              it once you are in.
            </Text>
            <JoinFirstButtons back={invitationPath(invitationId)} />
          </Stack>
        )}
      </Paper>
    </PageFrame>
  );
}

function Invitation({ id }: { id: string }) {
  const query = useInvitations();
  if (query.isPending) return <Text size="sm">Loading your invitation…</Text>;
  if (query.isError) return <ListError text={query.error.message} onRetry={() => void query.refetch()} />;
  const invitation = query.data.data.find((item) => item.id === id);
  if (!invitation) {
    return (
      <EmptyPanel
        icon={<IconMailQuestion />}
        title="This invitation is not waiting for you"
        text="It was answered or withdrawn, or it was sent to another e-mail address than this account’s."
      >
        <Anchor component={Link} to={PATHS.contacts} size="sm">
          See all your invitations
        </Anchor>
      </EmptyPanel>
    );
  }
  return (
    <Stack component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      <InvitationRow invitation={invitation} />
    </Stack>
  );
}
