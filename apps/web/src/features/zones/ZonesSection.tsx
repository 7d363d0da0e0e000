import { Group, Stack, Title } from '@mantine/core';
import { type Zone } from '@plaza/contract';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { SearchBox } from '../../components/SearchBox';
import { SearchResults } from '../../components/SearchResults';
import { useZoneSearch } from './queries';
import { ZoneCard } from './ZoneCard';

/** Home's zones list (spec 02 §2), shown while no zone is selected: search, join, open a zone's site. */
export function ZonesSection() {
  const [term, setTerm] = useState('');
  const query = useZoneSearch(term);

  return (
    <Stack gap="md" component="section" aria-labelledby="home-zones">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="home-zones">
          Zones
        </Title>
        <SearchBox label="Search zones" onSearch={setTerm} />
      </Group>
      <SearchResults<Zone>
        label="Zones"
        query={query}
        keyOf={(zone) => zone.id}
        emptyIcon={<IconWorld />}
        emptyText={term ? `No zones match “${term}”.` : 'No zones yet. Create the first one from the menu.'}
        renderItem={(zone) => <ZoneCard zone={zone} />}
      />
    </Stack>
  );
}
