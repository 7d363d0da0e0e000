import { Anchor, Group, Scroller, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import * as api from '@plaza/contract/api';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiMutation } from '../../../api/hooks';
import { PATHS } from '../../../routing/paths';
import { useSelectedZoneChannels } from '../../channels';
import classes from './ChannelStrip.module.css';
import { ChannelStripItem } from './ChannelStripItem';

interface ChannelStripProps {
  selectedId: string | null;
  onSelect: (channelId: string | null) => void;
}

/** Marks a channel's posts seen, then fetches the strips again so its badge clears. */
function useMarkSeen() {
  const queryClient = useQueryClient();
  return useApiMutation(api.userChannels.markSeen, {
    toast: false,
    onSettled: () =>
      Promise.all(
        [api.userChannels.list, api.userChannels.listAll].map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: [endpoint.method, endpoint.path] }),
        ),
      ),
  });
}

/**
 * The channel strip on top of the timeline (spec 02 §2): the channels the user follows in the
 * selected zone. Clicking one filters the feed to it and marks its posts seen; clicking it again,
 * or "All channels", shows everything again.
 */
export function ChannelStrip({ selectedId, onSelect }: ChannelStripProps) {
  const query = useSelectedZoneChannels();
  const markSeen = useMarkSeen();
  const channels = query.data ?? [];

  if (query.isPending) {
    return (
      <Group gap="md" wrap="nowrap" role="status" aria-label="Loading channels" style={{ overflow: 'hidden' }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Stack key={index} gap={6} align="center" w={92}>
            <Skeleton circle height={52} />
            <Skeleton height={8} width={52} radius="sm" />
          </Stack>
        ))}
      </Group>
    );
  }
  if (channels.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {query.isError ? 'Your channels could not be loaded. ' : 'Channels you follow appear here. '}
        <Anchor component={Link} to={PATHS.channels} inherit>
          Find channels to follow
        </Anchor>
      </Text>
    );
  }

  const choose = (channelId: string) => {
    if (channelId === selectedId) return onSelect(null);
    onSelect(channelId);
    markSeen.mutate({ params: { id: channelId } });
  };

  return (
    <nav aria-label="Your channels">
      <Scroller scrollAmount={320} controlSize={32}>
        <Group gap={4} wrap="nowrap">
          <UnstyledButton
            className={classes.item}
            data-selected={selectedId === null || undefined}
            aria-pressed={selectedId === null}
            onClick={() => onSelect(null)}
          >
            <span className={classes.ring}>
              <span className={classes.allIcon}>
                <IconLayoutGrid size={22} />
              </span>
            </span>
            <span className={classes.name}>All channels</span>
          </UnstyledButton>
          {channels.map((membership) => (
            <ChannelStripItem
              key={membership.id}
              membership={membership}
              selected={membership.channel.id === selectedId}
              onClick={() => choose(membership.channel.id)}
            />
          ))}
        </Group>
      </Scroller>
    </nav>
  );
}
