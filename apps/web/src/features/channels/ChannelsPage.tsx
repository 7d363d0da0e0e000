import { Anchor, Stack } from '@mantine/core';
import { type Channel } from '@plaza/contract';
import { IconHash } from '@tabler/icons-react';
import { useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { CommunityAvatar } from '../community/CommunityAvatar';
import { CommunityCard } from '../community/CommunityCard';
import { plural } from '../community/plural';
import { SearchBox } from '../community/SearchBox';
import { SearchResults } from '../community/SearchResults';
import { useChannelSearch } from '../community/use-search-list';
import { useZoneLinks } from '../zones/use-zone-links';
import { FollowChannelButton } from './FollowChannelButton';

/** /channels (spec 02 §2): channels to follow, searched, 6 at a time. */
export function ChannelsPage() {
  const [term, setTerm] = useState('');
  const query = useChannelSearch(term);
  const links = useZoneLinks();

  return (
    <PageFrame title="Channels" description="Discover channels to follow across your zones.">
      <Stack gap="md">
        <SearchBox label="Search channels" onSearch={setTerm} />
        <SearchResults<Channel>
          label="Channels"
          query={query}
          keyOf={(channel) => channel.id}
          emptyIcon={<IconHash />}
          emptyText={term ? `No channels match “${term}”.` : 'No channels to follow yet.'}
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
              action={
                <FollowChannelButton channelId={channel.id} channelName={channel.name} following={channel.joined} />
              }
            />
          )}
        />
      </Stack>
    </PageFrame>
  );
}
