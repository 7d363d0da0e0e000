import { Menu, ScrollArea, Text } from '@mantine/core';
import { type UserZone } from '@plaza/contract';
import { LAYOUT } from '../../lib/presentation';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { CommunityAvatar } from '../../components/CommunityAvatar';
import { useUserZones } from './queries';
import { useZoneLinks } from './use-zone-links';

/**
 * The joined zones of the zone selector (spec 02 §2), at most 180 px tall before scrolling. Each
 * leaves for its zone's own site; the selected one is checked.
 */
export function ZoneMenuZones({ selectedZoneId }: { selectedZoneId: string | null }) {
  const zones = useUserZones();
  const links = useZoneLinks();

  if (zones.isPending) {
    return (
      <Menu.Item disabled>
        <Text size="xs">Loading your zones…</Text>
      </Menu.Item>
    );
  }
  if (zones.isError) {
    return (
      <Menu.Item leftSection={<IconRefresh size={16} />} closeMenuOnClick={false} onClick={() => void zones.refetch()}>
        <Text size="xs">Could not load your zones. Try again</Text>
      </Menu.Item>
    );
  }
  const memberships = zones.data;
  if (memberships.length === 0) return null;
  return (
    <>
      <Menu.Label>Zones</Menu.Label>
      <ScrollArea.Autosize mah={LAYOUT.selectedZoneListMaxHeight} type="auto">
        {memberships.map(({ zone }: UserZone) => {
          const selected = zone.id === selectedZoneId;
          return (
            <Menu.Item
              key={zone.id}
              component="a"
              href={selected ? undefined : links.zoneSite(zone.subdomain)}
              aria-current={selected ? 'true' : undefined}
              leftSection={
                <CommunityAvatar kind="zone" id={zone.id} name={zone.name} photo={zone.displayPhoto} size={28} />
              }
              rightSection={selected ? <IconCheck size={16} /> : null}
            >
              <Text size="sm" fw={500} truncate>
                {zone.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {zone.subdomain}
              </Text>
            </Menu.Item>
          );
        })}
      </ScrollArea.Autosize>
    </>
  );
}
