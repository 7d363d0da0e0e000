import { Stack } from '@mantine/core';
import type { UserChannel } from '@plaza/contract';
import { formatDate } from '../../../lib/format-date';
import { CommunityHeader } from '../community/CommunityHeader';
import { countOf } from '../community/community-text';
import { SettingsTabs } from '../community/SettingsTabs';
import { ChannelGeneral } from './ChannelGeneral';
import { ChannelMembersTab } from './ChannelMembersTab';
import { ChannelPermissionsTab } from './ChannelPermissionsTab';

/** One channel's settings: its header, then the tabs the user's role allows. */
export function ChannelSettings({ membership }: { membership: UserChannel }) {
  const { channel, channelRole } = membership;
  return (
    <Stack gap="lg">
      <CommunityHeader
        kind="channel"
        id={channel.id}
        name={channel.name}
        photo={channel.displayPhoto}
        role={channelRole.roleCode}
        isPublic={channel.public}
        subtitle={`In the zone ${channel.zone.name}`}
        facts={[countOf(channel.followersCount, 'follower'), `Created ${formatDate(channel.createdOn)}`]}
      />
      <SettingsTabs
        kind="channel"
        canManageRole={channelRole.canManageRole}
        general={<ChannelGeneral membership={membership} />}
        permissions={<ChannelPermissionsTab channel={channel} callerRole={channelRole} />}
        members={<ChannelMembersTab channel={channel} callerRole={channelRole} />}
      />
    </Stack>
  );
}
