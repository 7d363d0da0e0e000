import { Button } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useJoinZone } from './use-zone-mutations';

/** Join, which becomes a disabled 'Joined' once the user is a member (spec 02 §4). */
export function JoinZoneButton({ zoneId, zoneName, joined }: { zoneId: string; zoneName: string; joined: boolean }) {
  const join = useJoinZone();
  if (joined || join.isSuccess) {
    return (
      <Button size="compact-sm" variant="light" leftSection={<IconCheck size={14} />} disabled>
        Joined
      </Button>
    );
  }
  return (
    <Button
      size="compact-sm"
      leftSection={<IconPlus size={14} />}
      loading={join.isPending}
      aria-label={`Join ${zoneName}`}
      onClick={() => join.mutate({ params: { id: zoneId } })}
    >
      Join
    </Button>
  );
}
