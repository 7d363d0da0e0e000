import { Grid, Paper, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { EmptyPanel } from '../../components/EmptyPanel';
import { PageFrame } from '../../components/PageFrame';
import { InvitationList } from '../community/invitations/InvitationList';
import { SuggestionsPanel } from '../community/suggestions/SuggestionsPanel';

/**
 * /contacts (spec 02 §2). The contact list itself comes with the contacts feature; the invitations
 * and the suggestion blocks (contacts, channels, zones) work already.
 */
export function ContactsPage() {
  return (
    <PageFrame title="Contacts" description="The people you keep in touch with, their presence and your invitations.">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <EmptyPanel
              icon={<IconUsers />}
              title="No contacts yet"
              text="Your contacts will appear here. Inviting people is coming soon."
              soon
            />
            <Paper withBorder radius="lg" p="md">
              <InvitationList />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg" p="md">
            <SuggestionsPanel />
          </Paper>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
