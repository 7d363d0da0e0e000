import type { Zone } from '@plaza/contract';
import { CommunityAvatar } from '../../components/CommunityAvatar';
import { CommunityCard } from '../../components/CommunityCard';
import { plural } from '../../lib/plural';
import { JoinZoneButton } from './JoinZoneButton';
import { useZoneLinks } from './use-zone-links';

/** A zone in a list (the zones section, search results): a link to its site, its counts and Join. */
export function ZoneCard({ zone }: { zone: Zone }) {
  const links = useZoneLinks();
  return (
    <CommunityCard
      avatar={<CommunityAvatar kind="zone" id={zone.id} name={zone.name} photo={zone.displayPhoto} size={44} />}
      name={zone.name}
      href={links.zoneSite(zone.subdomain)}
      subtitle={zone.subdomain}
      description={zone.description}
      stats={`${plural(zone.membersCount, 'member')} · ${plural(zone.channelCount, 'channel')}`}
      isPublic={zone.public}
      action={<JoinZoneButton zoneId={zone.id} zoneName={zone.name} joined={zone.joined} />}
    />
  );
}
