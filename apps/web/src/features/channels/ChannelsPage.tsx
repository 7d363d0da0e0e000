import { Stack } from '@mantine/core';
import { type Channel } from '@plaza/contract';
import { IconHash } from '@tabler/icons-react';
import { useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { SearchBox } from '../../components/SearchBox';
import { SearchResults } from '../../components/SearchResults';
import { useChannelSearch } from './queries';
import { ChannelCard } from './ChannelCard';

/** /channels (spec 02 §2): channels to follow, searched, 6 at a time. */
export function ChannelsPage() {
  const [term, setTerm] = useState('');
  const query = useChannelSearch(term);

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
          renderItem={(channel) => <ChannelCard channel={channel} />}
        />
      </Stack>
    </PageFrame>
  );
}
