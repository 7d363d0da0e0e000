import { Anchor } from '@mantine/core';
import type { Channel, Zone } from '@plaza/contract';
import { IconHash, IconWorld } from '@tabler/icons-react';
import { FollowChannelButton } from '../channels/FollowChannelButton';
import { CommunityAvatar } from '../community/CommunityAvatar';
import { CommunityCard } from '../community/CommunityCard';
import { plural } from '../community/plural';
import { SearchResults } from '../community/SearchResults';
import { useChannelSearch, useZoneSearch } from '../community/use-search-list';
import { JoinZoneButton } from '../zones/JoinZoneButton';
import { useZoneLinks } from '../zones/use-zone-links';

const nothingFound = (term: string) => `Nothing found for “${term}”.`;

/** Channels matching the term, with Follow. */
export function ChannelResults({ term }: { term: string }) {
  const query = useChannelSearch(term);
  const links = useZoneLinks();
  return (
    <SearchResults<Channel>
      label="Channels found"
      query={query}
      keyOf={(channel) => channel.id}
      emptyIcon={<IconHash />}
      emptyText={nothingFound(term)}
      renderItem={(channel) => (
        <CommunityCard
          avatar={
            <CommunityAvatar
              kind="channel"
              id={channel.id}
              name={channel.name}
              photo={channel.displayPhoto}
              size={44}
            />
          }
          name={channel.name}
          subtitle={
            <>
              in{' '}
              <Anchor href={links.zoneSite(channel.zone.subdomain)} inherit>
                {channel.zone.name}
              </Anchor>
            </>
          }
          description={channel.description}
          stats={plural(channel.followersCount, 'follower')}
          isPublic={channel.public}
          action={<FollowChannelButton channelId={channel.id} channelName={channel.name} following={channel.joined} />}
        />
      )}
    />
  );
}

/** Zones matching the term, with Join and a link to each zone's site. */
export function ZoneResults({ term }: { term: string }) {
  const query = useZoneSearch(term);
  const links = useZoneLinks();
  return (
    <SearchResults<Zone>
      label="Zones found"
      query={query}
      keyOf={(zone) => zone.id}
      emptyIcon={<IconWorld />}
      emptyText={nothingFound(term)}
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
  );
}
