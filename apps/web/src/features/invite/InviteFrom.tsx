import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { type PublicProfile, type ProfileRelation } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { IconUserQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useApiQuery } from '../../api/hooks';
import { EmptyPanel } from '../../components/EmptyPanel';
import { PageFrame } from '../../components/PageFrame';
import { UserAvatar } from '../../components/UserAvatar';
import { PATHS } from '../../routing/paths';
import { ListError } from '../../components/ListStates';
import { InviteUserButton } from '../contacts';
import { AnswerInviterButtons } from './AnswerInviterButtons';
import { JoinFirstButtons } from './JoinFirstButtons';

const invitePath = (from: string) => `${PATHS.invite}?from=${encodeURIComponent(from)}`;

/** Someone's invite link: who they are, and adding them (signed in) or joining Plaza first (signed out). */
export function InviteFrom({ from, signedIn }: { from: string; signedIn: boolean }) {
  return (
    <PageFrame title="You are invited" description={`@${from} invited you to Plaza.`}>
      {signedIn ? (
        <InviterCard from={from} />
      ) : (
        <Card name={`@${from}`}>
          <Text size="sm" c="dimmed">
            Join Plaza to answer their invitation. You come back here once you are in.
          </Text>
          <JoinFirstButtons back={invitePath(from)} />
        </Card>
      )}
    </PageFrame>
  );
}

function InviterCard({ from }: { from: string }) {
  const query = useApiQuery(api.profile.byUserName, { params: { userName: from } }, { toast: false });
  if (query.isPending) return <Skeleton height={120} radius="lg" maw={560} role="status" aria-label="Loading" />;
  if (query.error?.code === 'USER_NOT_FOUND') {
    return (
      <EmptyPanel
        icon={<IconUserQuestion />}
        title="No one by that name"
        text={`No one on Plaza is called @${from}. The link may be mistyped, or they changed their username.`}
      />
    );
  }
  if (query.isError) return <ListError text={query.error.message} onRetry={() => void query.refetch()} />;
  const user = query.data;
  const { relation } = user;
  return (
    <Card name={user.fullName} user={user}>
      <InviterAction user={user} relation={relation} />
    </Card>
  );
}

function InviterAction({ user, relation }: { user: PublicProfile; relation: ProfileRelation }) {
  if (relation.invitationReceivedId && !relation.isInContact) {
    return (
      <>
        <Text size="sm">{user.fullName} invited you to be contacts.</Text>
        <AnswerInviterButtons invitationId={relation.invitationReceivedId} fullName={user.fullName} />
      </>
    );
  }
  return (
    <InviteUserButton
      userId={user.id}
      fullName={user.fullName}
      label="Add to contacts"
      invited={relation.invited}
      isInContact={relation.isInContact}
    />
  );
}

function Card({ name, user, children }: { name: string; user?: PublicProfile; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" maw={560} component="section" aria-label="Who invited you">
      <Group gap="md" wrap="nowrap" align="flex-start">
        {user && <UserAvatar user={user} size={72} />}
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Text fw={700} size="lg">
            {name}
          </Text>
          {user?.userName && (
            <Text size="sm" c="dimmed" mt={-8}>
              @{user.userName}
            </Text>
          )}
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}
