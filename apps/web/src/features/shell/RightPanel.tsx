import { EmptyState, Paper, ScrollArea, Stack, Title } from '@mantine/core';
import { IconMailOpened, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

function PanelSection({ title, icon, text }: { title: string; icon: ReactNode; text: string }) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <Paper withBorder radius="md" p="lg">
        <EmptyState size="sm" icon={icon} withIndicatorBackground description={text} />
      </Paper>
    </section>
  );
}

/** The right panel of the timeline (spec 02 §2): invitations and suggestions. */
export function RightPanel() {
  return (
    <ScrollArea h="100%">
      <Stack p="md" gap="lg">
        <PanelSection
          title="Invitations"
          icon={<IconMailOpened />}
          text="No invitations yet. When someone invites you to a zone, a channel or their contacts, it shows up here."
        />
        <PanelSection
          title="Suggestions"
          icon={<IconUserPlus />}
          text="People, channels and zones to follow will be suggested here as your Plaza grows."
        />
      </Stack>
    </ScrollArea>
  );
}
