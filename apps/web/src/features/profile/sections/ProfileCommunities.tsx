import { SimpleGrid, Skeleton } from '@mantine/core';
import * as api from '@plaza/contract/api';
import { IconHash, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useApiQuery } from '../../../api/hooks';
import { ChannelCard } from '../../channels';
import { ListEmpty, QueryStates } from '../../../components/ListStates';
import { ZoneCard } from '../../zones';
import { ProfileSection } from './ProfileSection';

const GRID = { base: 1, sm: 2, xl: 3 };

function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid cols={GRID} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </SimpleGrid>
  );
}

const loading = (
  <SimpleGrid cols={GRID} role="status" aria-label="Loading">
    <Skeleton height={148} radius="lg" />
    <Skeleton height={148} radius="lg" />
  </SimpleGrid>
);

/** Their public channels (spec 02 §2 Profile). */
export function ProfileChannels({ userId }: { userId: string }) {
  const query = useApiQuery(api.userCommunity.channels, { params: { id: userId } }, { toast: false });
  const channels = (query.data?.data ?? []).filter((channel) => channel.public);
  return (
    <ProfileSection title="Public channels">
      <QueryStates
        query={query}
        isEmpty={channels.length === 0}
        loading={loading}
        empty={<ListEmpty icon={<IconHash />} text="No public channels." />}
      >
        <CardGrid label="Public channels">
          {channels.map((channel) => (
            <li key={channel.id}>
              <ChannelCard channel={channel} />
            </li>
          ))}
        </CardGrid>
      </QueryStates>
    </ProfileSection>
  );
}

/** Their public zones (spec 02 §2 Profile). */
export function ProfileZones({ userId }: { userId: string }) {
  const query = useApiQuery(api.userCommunity.zones, { params: { id: userId } }, { toast: false });
  const zones = (query.data?.data ?? []).filter((zone) => zone.public);
  return (
    <ProfileSection title="Public zones">
      <QueryStates
        query={query}
        isEmpty={zones.length === 0}
        loading={loading}
        empty={<ListEmpty icon={<IconWorld />} text="No public zones." />}
      >
        <CardGrid label="Public zones">
          {zones.map((zone) => (
            <li key={zone.id}>
              <ZoneCard zone={zone} />
            </li>
          ))}
        </CardGrid>
      </QueryStates>
    </ProfileSection>
  );
}
