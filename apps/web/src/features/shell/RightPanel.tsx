import { Divider, ScrollArea, Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { PATHS } from '../../routing/paths';
import { InvitationList, PlaceMembers, SuggestionsPanel, useMembersPlace } from '../community';

/**
 * The right panel of the timeline (spec 02 §2): invitations, the member list of the channel or
 * zone shown (none while the user acts as themself) and suggestions.
 */
export function RightPanel() {
  const { pathname } = useLocation();
  const place = useMembersPlace(pathname === PATHS.home);
  return (
    <ScrollArea h="100%">
      <Stack p="md" gap="lg">
        <InvitationList />
        <Divider />
        {place && (
          <>
            <PlaceMembers key={`${place.kind}:${place.id}`} place={place} />
            <Divider />
          </>
        )}
        <SuggestionsPanel />
      </Stack>
    </ScrollArea>
  );
}
