import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MembershipMenu } from '../../components/MembershipMenu';
import { to } from '../../routing/paths';
import { useUserChannels } from './queries';
import { useFollowChannel, useUnfollowChannel } from './use-channel-mutations';
import { LEAVE_TEXT } from '../../components/leave-text';

interface FollowChannelButtonProps {
  channelId: string;
  channelName: string;
  following: boolean;
  size?: 'compact-sm' | 'sm';
}

/**
 * Follow, which becomes 'Following' once the user follows the channel (spec 02 §4): a menu to
 * unfollow it (behind the confirm dialog) or open its settings. Its last owner is told why they cannot.
 */
export function FollowChannelButton({
  channelId,
  channelName,
  following,
  size = 'compact-sm',
}: FollowChannelButtonProps) {
  const follow = useFollowChannel();
  const unfollow = useUnfollowChannel(channelId);
  // What the user just did wins over the list it came from until that list is fetched again.
  const [changed, setChanged] = useState<boolean | null>(null);
  // The server says with the list whether unfollowing would work (not as the last owner).
  const refused = useUserChannels().data?.find((m) => m.channel.id === channelId)?.canLeave === false;

  if (changed ?? following) {
    return (
      <MembershipMenu
        label="Following"
        name={channelName}
        leaveLabel={LEAVE_TEXT.channel.action}
        confirmText={LEAVE_TEXT.channel.confirm(channelName)}
        onLeave={() => unfollow.mutate({ params: { id: channelId } }, { onSuccess: () => setChanged(false) })}
        pending={unfollow.isPending}
        refusal={refused ? LEAVE_TEXT.channel.ownerCannot : null}
        settings={{ to: to.settingsPage('channel'), state: { channelId } }}
        size={size}
      />
    );
  }
  return (
    <Button
      size={size}
      leftSection={<IconPlus size={14} />}
      loading={follow.isPending}
      aria-label={`Follow ${channelName}`}
      onClick={() => follow.mutate({ params: { id: channelId } }, { onSuccess: () => setChanged(true) })}
      style={{ flex: 'none' }}
    >
      Follow
    </Button>
  );
}
