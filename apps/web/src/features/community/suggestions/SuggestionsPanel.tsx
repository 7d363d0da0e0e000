import { Stack, Title } from '@mantine/core';
import { useOnZoneSite } from '../../zones';
import { ChannelSuggestions } from './ChannelSuggestions';
import { ContactSuggestions } from './ContactSuggestions';
import { ZoneSuggestions } from './ZoneSuggestions';

/** Zones to join (not inside a zone), channels to follow and contacts to add. */
export function SuggestionsPanel() {
  const inZone = useOnZoneSite();
  return (
    <Stack gap="md" component="section" aria-label="Suggestions">
      <Title order={2} size="h5">
        Suggestions
      </Title>
      {!inZone && <ZoneSuggestions />}
      <ChannelSuggestions />
      <ContactSuggestions />
    </Stack>
  );
}
