import { Anchor } from '@mantine/core';
import type { Channel } from '@plaza/contract';
import { CommunityAvatar } from '../../components/CommunityAvatar';
import { CommunityCard } from '../../components/CommunityCard';
import { plural } from '../../lib/plural';
import { useZoneLinks } from '../zones';
import { FollowChannelButton } from './FollowChannelButton';

/** A channel in a list (channels to follow, search results): its zone, followers and Follow. */
export function ChannelCard({ channel }: { channel: Channel }) {
  const links = useZoneLinks();
  return (
    <CommunityCard
      avatar={
        <CommunityAvatar kind="channel" id={channel.id} name={channel.name} photo={channel.displayPhoto} size={44} />
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
  );
}
