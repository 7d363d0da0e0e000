import type { UserChannel } from '@plaza/contract';
import { formatDate } from '../../../lib/format-date';
import { countOf } from '../community/community-text';
import { PlaceSettings } from '../community/PlaceSettings';
import { ChannelGeneral } from './ChannelGeneral';
import { CHANNEL_PLACE } from './channel-place';

/** One channel's settings, its zone under its name. */
export function ChannelSettings({ membership }: { membership: UserChannel }) {
  const { channel } = membership;
  return (
    <PlaceSettings
      place={CHANNEL_PLACE}
      entity={channel}
      role={membership.channelRole}
      subtitle={`In the zone ${channel.zone.name}`}
      facts={[countOf(channel.followersCount, 'follower'), `Created ${formatDate(channel.createdOn)}`]}
      general={<ChannelGeneral membership={membership} />}
    />
  );
}
