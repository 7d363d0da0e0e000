import { Group, Stack, Title } from '@mantine/core';
import { type Zone } from '@plaza/contract';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { CommunityAvatar } from '../community/CommunityAvatar';
import { CommunityCard } from '../community/CommunityCard';
import { plural } from '../community/plural';
import { SearchBox } from '../community/SearchBox';
import { SearchResults } from '../community/SearchResults';
import { useZoneSearch } from '../community/use-search-list';
import { JoinZoneButton } from './JoinZoneButton';
import { useZoneLinks } from './use-zone-links';

/** Home's zones list (spec 02 §2), shown while no zone is selected: search, join, open a zone's site. */
export function ZonesSection() {
  const [term, setTerm] = useState('');
  const query = useZoneSearch(term);
  const links = useZoneLinks();

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
        renderItem={(zone) => (
          <CommunityCard
            avatar={<CommunityAvatar kind="zone" id={zone.id} name={zone.name} photo={zone.displayPhoto} size={44} />}
            name={zone.name}
            href={links.zoneSite(zone.subdomain)}
            subtitle={zone.subdomain}
            description={zone.description}
            stats={`${plural(zone.membersCount, 'member')} · ${plural(zone.channelCount, 'channel')}`}
            isPublic={zone.public}
            action={<JoinZoneButton zoneId={zone.id} zoneName={zone.name} joined={zone.joined} />}
          />
        )}
      />
    </Stack>
  );
}
