import { Anchor } from '@mantine/core';
import type { UserZone } from '@plaza/contract';
import { formatDate } from '../../../lib/format-date';
import { useZoneLinks } from '../../zones';
import { countOf } from '../community/community-text';
import { PlaceSettings } from '../community/PlaceSettings';
import { ZoneGeneral } from './ZoneGeneral';
import { ZONE_PLACE } from './zone-place';

/** One zone's settings, its site's address under its name. */
export function ZoneSettings({ membership }: { membership: UserZone }) {
  const { zone } = membership;
  const site = useZoneLinks().zoneSite(zone.subdomain);
  return (
    <PlaceSettings
      place={ZONE_PLACE}
      entity={zone}
      role={membership.zoneRole}
      subtitle={
        site ? <Anchor href={site}>{site.replace(/^[a-z]+:\/\//, '').replace(/\/$/, '')}</Anchor> : zone.subdomain
      }
      facts={[
        countOf(zone.membersCount, 'member'),
        countOf(zone.channelCount, 'channel'),
        `Created ${formatDate(zone.createdOn)}`,
      ]}
      general={<ZoneGeneral membership={membership} />}
    />
  );
}
