import { Divider, ScrollArea, Stack } from '@mantine/core';
import { InvitationList, SuggestionsPanel } from '../community';

/** The right panel of the timeline (spec 02 §2): invitations and suggestions. */
export function RightPanel() {
  return (
    <ScrollArea h="100%">
      <Stack p="md" gap="lg">
        <InvitationList />
        <Divider />
        <SuggestionsPanel />
      </Stack>
    </ScrollArea>
  );
}
