import type { ZoneSuggestion } from '@plaza/contract';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { CommunityAvatar } from '../../../components/CommunityAvatar';
import { plural } from '../../../lib/plural';
import { JoinZoneButton, useZoneLinks } from '../../zones';
import { SuggestionBlock } from './SuggestionBlock';
import { SuggestionRow } from './SuggestionRow';
import { useZoneSuggestions } from './use-suggestions';

/** Public zones to join; a zone's name leads to its site. */
export function ZoneSuggestions() {
  const [expanded, setExpanded] = useState(false);
  const query = useZoneSuggestions(expanded);
  const links = useZoneLinks();
  return (
    <SuggestionBlock<ZoneSuggestion>
      title="Zones to join"
      query={query}
      expanded={expanded}
      onExpand={() => setExpanded(true)}
      emptyIcon={<IconWorld size={18} />}
      emptyText="No zones to suggest right now."
      keyOf={(zone) => zone.zone_id}
      renderItem={(zone) => (
        <SuggestionRow
          avatar={
            <CommunityAvatar
              kind="zone"
              id={zone.zone_id}
              name={zone.zone_name}
              photo={zone.zone_displayPhoto}
              size={36}
            />
          }
          name={zone.zone_name}
          href={links.zoneSite(zone.zone_subdomain)}
          detail={`${plural(zone.zone_membersCount, 'member')} · ${plural(zone.zone_channelCount, 'channel')}`}
          action={<JoinZoneButton zoneId={zone.zone_id} zoneName={zone.zone_name} joined={false} />}
        />
      )}
    />
  );
}
