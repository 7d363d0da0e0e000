import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { User } from '@plaza/contract';
import { IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { PATHS, to } from '../../routing/paths';
import { InviteByEmail, ShareLinkPanel } from '../contacts';

/** Inviting people: one's own link to share and the e-mail box; a signed-out visitor is asked to sign in. */
export function InvitePeople({ me }: { me: User | null }) {
  return (
    <PageFrame title="Invite people" description="Bring friends to Plaza: they join and land in your contacts.">
      {me ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder radius="lg" p="md">
            <ShareLinkPanel userName={me.userName} />
          </Paper>
          <Paper withBorder radius="lg" p="md">
            <InviteByEmail />
          </Paper>
        </SimpleGrid>
      ) : (
        <Paper withBorder radius="lg" p="lg" maw={560}>
          <Text mb="md">Sign in to get your personal invite link and to invite people by e-mail.</Text>
          <Group>
            <Button component={Link} to={to.join(PATHS.invite)} leftSection={<IconLogin size={16} />}>
              Sign in
            </Button>
          </Group>
        </Paper>
      )}
    </PageFrame>
  );
}
