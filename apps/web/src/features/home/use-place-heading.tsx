import type { ReactNode } from 'react';
import type { Crumb } from '../../components/YouAreAt';
import { PlaceBanner } from '../../components/PlaceBanner';
import { plural } from '../../lib/plural';
import { PATHS } from '../../routing/paths';
import type { SelectedZone } from '../../state/zone';
import { FollowChannelButton, useChannelDetail } from '../channels';
import { useChannelName } from '../posts';
import { JoinZoneButton, useZoneDetail, useZoneLinks } from '../zones';
import { PlaceFacts } from './PlaceFacts';

export interface PlaceHeading {
  crumbs: Crumb[];
  title: string;
  description: ReactNode;
  /** The banner, with Follow or Join under it. */
  banner: ReactNode;
}

/** Home's words while nothing is selected: All is every video the user may watch (spec 02 §2). */
const HOME_DESCRIPTION = 'Videos and live streams shared across Plaza. Following shows only your channels and zones.';

/**
 * The head of the timeline (spec 02 §2): the 'You are at' breadcrumb (Home › Zone › Channel) and,
 * on a channel's or zone's timeline, its banner, description, counts and Follow or Join.
 */
export function usePlaceHeading(channelId: string | null, zone: SelectedZone | null): PlaceHeading {
  const channelName = useChannelName(channelId);
  const channel = useChannelDetail(channelId).data;
  // The zone's page is Home with the zone selected; its channel's page needs no more of the zone.
  const current = useZoneDetail(channelId ? null : (zone?.id ?? null)).data;
  const links = useZoneLinks();

  const crumbs: Crumb[] = [{ label: 'Home', to: channelId && !zone ? PATHS.home : undefined }];
  if (zone) crumbs.push({ label: zone.name, to: channelId ? PATHS.home : undefined });
  else if (channel) crumbs.push({ label: channel.zone.name, href: links.zoneSite(channel.zone.subdomain) });
  if (channelId) crumbs.push({ label: channelName ?? channel?.name ?? 'Channel' });

  if (channelId) {
    return {
      crumbs,
      title: channelName ?? channel?.name ?? 'Channel',
      description: channel ? (
        <PlaceFacts
          description={channel.description}
          counts={plural(channel.followersCount, 'follower')}
          isPublic={channel.public}
        />
      ) : null,
      banner: channel ? (
        <PlaceBanner
          kind="channel"
          id={channel.id}
          name={channel.name}
          displayPhoto={channel.displayPhoto}
          backgroundPhoto={channel.backgroundPhoto}
          action={
            <FollowChannelButton
              channelId={channel.id}
              channelName={channel.name}
              following={channel.joined}
              size="sm"
            />
          }
        />
      ) : null,
    };
  }
  if (zone) {
    return {
      crumbs,
      title: zone.name,
      description: current ? (
        <PlaceFacts
          description={current.description}
          counts={`${plural(current.membersCount, 'member')} · ${plural(current.channelCount, 'channel')}`}
          isPublic={current.public}
        />
      ) : null,
      banner: current ? (
        <PlaceBanner
          kind="zone"
          id={current.id}
          name={current.name}
          displayPhoto={current.displayPhoto}
          action={<JoinZoneButton zoneId={current.id} zoneName={current.name} joined={current.joined} size="sm" />}
        />
      ) : null,
    };
  }
  return { crumbs, title: 'Home', description: HOME_DESCRIPTION, banner: null };
}
