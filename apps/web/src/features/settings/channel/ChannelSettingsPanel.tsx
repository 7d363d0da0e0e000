import { Button, Stack } from '@mantine/core';
import type { UserChannel } from '@plaza/contract';
import { IconHash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyPanel } from '../../../components/EmptyPanel';
import { PATHS } from '../../../routing/paths';
import { useSelectedZoneChannels } from '../../channels';
import { CommunityPicker } from '../community/CommunityPicker';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { ChannelSettings } from './ChannelSettings';
import { channelOptions, preselectedChannelId } from './channel-choice';

/**
 * Settings › Channel (spec 02 §2): pick one of the user's channels (of the selected zone, on a zone
 * site), or the one passed in navigation state.
 */
export function ChannelSettingsPanel() {
  // On a zone site only that zone's channels: the list is scoped by App-Subdomain.
  const channels = useSelectedZoneChannels();
  // A new navigation (with another channel in its state) starts a new choice.
  const { key } = useLocation();
  return (
    <QueryBoundary query={channels} loading="Loading your channels" errorTitle="Your channels could not be loaded">
      {(data) =>
        data.length === 0 ? (
          <EmptyPanel
            icon={<IconHash />}
            title="No channel yet"
            text="You follow no channel. Find channels to follow on the Channels page, or create one with Create channel in the zone menu (your name at the top of the sidebar)."
          >
            <Button component={Link} to={PATHS.channels} variant="light">
              Browse channels
            </Button>
          </EmptyPanel>
        ) : (
          <ChannelPicker key={key} memberships={data} />
        )
      }
    </QueryBoundary>
  );
}

function ChannelPicker({ memberships }: { memberships: UserChannel[] }) {
  const location = useLocation();
  const [chosenId, setChosenId] = useState(() => preselectedChannelId(location.state));
  const options = channelOptions(memberships);
  // A channel that has just been unfollowed or deleted is no longer in the list: show the first one.
  const shownId = memberships.some((m) => m.channel.id === chosenId) ? chosenId : options[0]?.items[0]?.value;
  const chosen = memberships.find((m) => m.channel.id === shownId) ?? memberships[0]!;
  return (
    <Stack gap="lg" maw={920}>
      <CommunityPicker label="Channel" data={options} value={chosen.channel.id} onChange={setChosenId} />
      <ChannelSettings key={chosen.channel.id} membership={chosen} />
    </Stack>
  );
}
