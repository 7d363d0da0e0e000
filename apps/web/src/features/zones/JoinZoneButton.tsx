import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../api/hooks';
import * as api from '@plaza/contract/api';
import { MembershipMenu } from '../../components/MembershipMenu';
import { to } from '../../routing/paths';
import { useUserZones } from './queries';
import { useJoinZone, useLeaveZone } from './use-zone-mutations';
import { LEAVE_TEXT } from '../../components/leave-text';

interface JoinZoneButtonProps {
  zoneId: string;
  zoneName: string;
  joined: boolean;
  size?: 'compact-sm' | 'sm';
}

/**
 * Join, which becomes 'Joined' once the user is a member (spec 02 §4): a menu to leave the zone
 * (behind the confirm dialog) or open Settings. The server keeps an owner of the zone and of each
 * of its channels, so such an owner is told why they cannot leave.
 */
export function JoinZoneButton({ zoneId, zoneName, joined, size = 'compact-sm' }: JoinZoneButtonProps) {
  const join = useJoinZone();
  const leave = useLeaveZone(zoneId);
  // What the user just did wins over the list it came from until that list is fetched again.
  const [changed, setChanged] = useState<boolean | null>(null);
  const zones = useUserZones();
  const channels = useApiQuery(api.userChannels.listAll, {});
  const ownsZone = zones.data?.some((m) => m.zone.id === zoneId && m.zoneRole.roleCode === 'OWNER') ?? false;
  const ownsChannel =
    channels.data?.some((m) => m.channel.zoneId === zoneId && m.channelRole.roleCode === 'OWNER') ?? false;

  if (changed ?? joined) {
    return (
      <MembershipMenu
        label="Joined"
        name={zoneName}
        leaveLabel={LEAVE_TEXT.zone.action}
        confirmText={LEAVE_TEXT.zone.confirm(zoneName)}
        onLeave={() => leave.mutate({ params: { id: zoneId } }, { onSuccess: () => setChanged(false) })}
        pending={leave.isPending}
        refusal={ownsZone || ownsChannel ? LEAVE_TEXT.zone.ownerCannot : null}
        settings={{ to: to.settingsPage('zone') }}
        size={size}
      />
    );
  }
  return (
    <Button
      size={size}
      leftSection={<IconPlus size={14} />}
      loading={join.isPending}
      aria-label={`Join ${zoneName}`}
      onClick={() => join.mutate({ params: { id: zoneId } }, { onSuccess: () => setChanged(true) })}
      style={{ flex: 'none' }}
    >
      Join
    </Button>
  );
}
