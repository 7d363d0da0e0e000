import { Stack } from '@mantine/core';
import type { UserZone } from '@plaza/contract';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyPanel } from '../../../components/EmptyPanel';
import { useZoneStore } from '../../../state/zone';
import { useUserZones } from '../../zones';
import { CommunityPicker } from '../community/CommunityPicker';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { ZoneSettings } from './ZoneSettings';

/** Settings › Zone (spec 02 §2): pick one of the user's zones; it starts on the selected zone. */
export function ZoneSettingsPanel() {
  const zones = useUserZones();
  return (
    <QueryBoundary query={zones} loading="Loading your zones" errorTitle="Your zones could not be loaded">
      {(data) =>
        data.length === 0 ? (
          <EmptyPanel
            icon={<IconWorld />}
            title="No zone yet"
            text="You are not a member of any zone. Create one with Create zone in the zone menu (your name at the top of the sidebar), or join a public zone from Home."
          />
        ) : (
          <ZonePicker memberships={data} />
        )
      }
    </QueryBoundary>
  );
}

function ZonePicker({ memberships }: { memberships: UserZone[] }) {
  const selectedId = useZoneStore((s) => s.selected?.id ?? null);
  const [chosenId, setChosenId] = useState(selectedId);
  const sorted = [...memberships].sort((a, b) => a.zone.name.localeCompare(b.zone.name));
  // A zone that has just been left or deleted is no longer in the list: show the first one.
  const chosen = sorted.find((m) => m.zone.id === chosenId) ?? sorted[0]!;
  return (
    <Stack gap="lg" maw={920}>
      <CommunityPicker
        label="Zone"
        data={sorted.map((m) => ({ value: m.zone.id, label: m.zone.name }))}
        value={chosen.zone.id}
        onChange={setChosenId}
      />
      <ZoneSettings key={chosen.zone.id} membership={chosen} />
    </Stack>
  );
}
