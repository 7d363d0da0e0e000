import { Box, Drawer, Group, Paper, Text } from '@mantine/core';
import { useDebouncedValue, useElementSize } from '@mantine/hooks';
import { type Contact } from '@plaza/contract';
import { TIMING } from '../../lib/presentation';
import { IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ContactList } from './ContactList';
import { ContactsEmpty } from './ContactsEmpty';
import { useContactList } from './contact-queries';
import { SelectedContact } from './SelectedContact';

/** Below this width the chosen contact opens in a drawer instead of beside the list. */
const SIDE_BY_SIDE_MIN_PX = 560;
const PANEL_WIDTH = 280;

/** The contact list and the chosen contact's panel, or the empty state while the user has none. */
export function ContactsSection({ userName }: { userName: string }) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), TIMING.contactSearchDebounceMs);
  const query = useContactList(userName, term);
  const [selected, setSelected] = useState<Contact | null>(null);
  const { ref, width } = useElementSize();
  // Before the first measurement (and where nothing is measured) lay out as on a desktop.
  const sideBySide = width === 0 || width >= SIDE_BY_SIDE_MIN_PX;

  if (term === '' && search === '' && query.isSuccess && query.data.length === 0) return <ContactsEmpty />;

  // The freshest copy of the chosen contact, once a reload brought one.
  const shown = query.data?.find((c) => c.contactUser.id === selected?.contactUser.id) ?? selected;
  const panel = shown && <SelectedContact contact={shown} onRemoved={() => setSelected(null)} />;
  return (
    <Paper ref={ref} withBorder radius="lg" p="md">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <ContactList
            query={query}
            search={search}
            onSearch={setSearch}
            term={term}
            selectedId={selected?.contactUser.id ?? null}
            onSelect={setSelected}
          />
        </Box>
        {sideBySide && (
          <Box w={PANEL_WIDTH} style={{ flex: 'none' }}>
            {panel ?? (
              <Group gap="xs" c="dimmed" wrap="nowrap" justify="center" py="xl">
                <IconUserCircle size={18} />
                <Text size="sm">Choose a contact to see their details.</Text>
              </Group>
            )}
          </Box>
        )}
      </Group>
      {!sideBySide && (
        <Drawer opened={selected !== null} onClose={() => setSelected(null)} position="right" title="Contact">
          {panel}
        </Drawer>
      )}
    </Paper>
  );
}
