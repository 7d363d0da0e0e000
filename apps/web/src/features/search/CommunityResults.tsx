import type { Channel, Zone } from '@plaza/contract';
import { IconHash, IconWorld } from '@tabler/icons-react';
import { ChannelCard, useChannelSearch } from '../channels';
import { SearchResults } from '../../components/SearchResults';
import { useZoneSearch, ZoneCard } from '../zones';

const nothingFound = (term: string) => `Nothing found for “${term}”.`;

/** Channels matching the term, with Follow. */
export function ChannelResults({ term }: { term: string }) {
  const query = useChannelSearch(term);
  return (
    <SearchResults<Channel>
      label="Channels found"
      query={query}
      keyOf={(channel) => channel.id}
      emptyIcon={<IconHash />}
      emptyText={nothingFound(term)}
      renderItem={(channel) => <ChannelCard channel={channel} />}
    />
  );
}

/** Zones matching the term, with Join and a link to each zone's site. */
export function ZoneResults({ term }: { term: string }) {
  const query = useZoneSearch(term);
  return (
    <SearchResults<Zone>
      label="Zones found"
      query={query}
      keyOf={(zone) => zone.id}
      emptyIcon={<IconWorld />}
      emptyText={nothingFound(term)}
      renderItem={(zone) => <ZoneCard zone={zone} />}
    />
  );
}
