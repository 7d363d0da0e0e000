import { Grid, Paper, SimpleGrid, Stack } from '@mantine/core';
import { PageFrame } from '../../components/PageFrame';
import { useCurrentUser } from '../../state/session';
import { InvitationList, SuggestionsPanel } from '../community';
import { NotificationsBlock } from '../notifications';
import { ContactsEmpty } from './ContactsEmpty';
import { ContactsSection } from './ContactsSection';
import { useContactsChangedRefresh } from './contact-queries';
import { InviteByEmail } from './InviteByEmail';
import { ShareLinkPanel } from './ShareLinkPanel';

/**
 * /contacts (spec 02 §2). From `lg` the shell's right panel shows the invitations and suggestions
 * beside the page, so the page shows them itself only below it (twice would be once too many);
 * the notifications block is the page's own.
 */
export function ContactsPage() {
  const me = useCurrentUser();
  useContactsChangedRefresh();
  return (
    <PageFrame title="Contacts" description="The people you keep in touch with, their presence and your invitations.">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8, lg: 12 }}>
          <Stack gap="lg">
            {me.userName ? <ContactsSection userName={me.userName} /> : <ContactsEmpty />}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Paper withBorder radius="lg" p="md">
                <InviteByEmail />
              </Paper>
              <Paper withBorder radius="lg" p="md">
                <ShareLinkPanel userName={me.userName} />
              </Paper>
            </SimpleGrid>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, lg: 12 }}>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p="md" hiddenFrom="lg">
              <InvitationList />
            </Paper>
            <Paper withBorder radius="lg" p="md">
              <NotificationsBlock />
            </Paper>
            <Paper withBorder radius="lg" p="md" hiddenFrom="lg">
              <SuggestionsPanel />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
