import { Card, Group, SimpleGrid, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { to } from '../../routing/paths';
import { useCurrentUser } from '../../state/session';
import { filterSettings, settingsFor } from './settings-items';

export function SettingsPage() {
  const [search, setSearch] = useState('');
  const items = filterSettings(settingsFor(useCurrentUser()), search);
  return (
    <PageFrame title="Settings" description="Your account, your channels and zones, and developer access.">
      <TextInput
        aria-label="Search settings"
        placeholder="Search settings"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {items.length === 0 ? (
        <Text c="dimmed">No settings match &quot;{search.trim()}&quot;</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
          {items.map((item) => (
            <Card key={item.id} withBorder radius="lg" padding="lg" component={Link} to={to.settingsPage(item.id)}>
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size="lg" radius="md">
                  <item.icon size={20} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{item.title}</Text>
                  <Text size="sm" c="dimmed">
                    {item.description}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </PageFrame>
  );
}
