import { Button } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useFollowChannel } from './use-channel-mutations';

interface FollowChannelButtonProps {
  channelId: string;
  channelName: string;
  following: boolean;
}

/** Follow, which becomes a disabled 'Following' once the user follows the channel (spec 02 §4). */
export function FollowChannelButton({ channelId, channelName, following }: FollowChannelButtonProps) {
  const follow = useFollowChannel();
  if (following || follow.isSuccess) {
    return (
      <Button size="compact-sm" variant="light" leftSection={<IconCheck size={14} />} disabled>
        Following
      </Button>
    );
  }
  return (
    <Button
      size="compact-sm"
      leftSection={<IconPlus size={14} />}
      loading={follow.isPending}
      aria-label={`Follow ${channelName}`}
      onClick={() => follow.mutate({ params: { id: channelId } })}
    >
      Follow
    </Button>
  );
}
