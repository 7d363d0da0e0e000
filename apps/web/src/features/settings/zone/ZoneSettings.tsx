import { Anchor, Stack } from '@mantine/core';
import type { UserZone } from '@plaza/contract';
import { formatDate } from '../../../lib/format-date';
import { useZoneLinks } from '../../zones/use-zone-links';
import { CommunityHeader } from '../community/CommunityHeader';
import { countOf } from '../community/community-text';
import { SettingsTabs } from '../community/SettingsTabs';
import { ZoneGeneral } from './ZoneGeneral';
import { ZoneMembersTab } from './ZoneMembersTab';
import { ZonePermissionsTab } from './ZonePermissionsTab';

/** One zone's settings: its header, then the tabs the user's role allows. */
export function ZoneSettings({ membership }: { membership: UserZone }) {
  const { zone, zoneRole } = membership;
  const site = useZoneLinks().zoneSite(zone.subdomain);
  return (
    <Stack gap="lg">
      <CommunityHeader
        kind="zone"
        id={zone.id}
        name={zone.name}
        photo={zone.displayPhoto}
        role={zoneRole.roleCode}
        isPublic={zone.public}
        subtitle={
          site ? <Anchor href={site}>{site.replace(/^[a-z]+:\/\//, '').replace(/\/$/, '')}</Anchor> : zone.subdomain
        }
        facts={[
          countOf(zone.membersCount, 'member'),
          countOf(zone.channelCount, 'channel'),
          `Created ${formatDate(zone.createdOn)}`,
        ]}
      />
      <SettingsTabs
        kind="zone"
        canManageRole={zoneRole.canManageRole}
        general={<ZoneGeneral membership={membership} />}
        permissions={<ZonePermissionsTab zone={zone} callerRole={zoneRole} />}
        members={<ZoneMembersTab zone={zone} callerRole={zoneRole} />}
      />
    </Stack>
  );
}
