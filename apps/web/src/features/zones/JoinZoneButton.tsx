import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
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
 * of its channels, so their last owner is told why they cannot leave; another owner may.
 */
export function JoinZoneButton({ zoneId, zoneName, joined, size = 'compact-sm' }: JoinZoneButtonProps) {
  const join = useJoinZone();
  const leave = useLeaveZone(zoneId);
  // What the user just did wins over the list it came from until that list is fetched again.
  const [changed, setChanged] = useState<boolean | null>(null);
  // The server says with the list whether leaving would work (not as a last owner).
  const refused = useUserZones().data?.find((m) => m.zone.id === zoneId)?.canLeave === false;

  if (changed ?? joined) {
    return (
      <MembershipMenu
        label="Joined"
        name={zoneName}
        leaveLabel={LEAVE_TEXT.zone.action}
        confirmText={LEAVE_TEXT.zone.confirm(zoneName)}
        onLeave={() => leave.mutate({ params: { id: zoneId } }, { onSuccess: () => setChanged(false) })}
        pending={leave.isPending}
        refusal={refused ? LEAVE_TEXT.zone.ownerCannot : null}
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
