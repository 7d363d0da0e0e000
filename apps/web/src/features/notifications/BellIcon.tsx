import { Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { unseenBadgeText } from '../posts';

/** The bell with the unviewed count on it: nothing at zero, '9+' above nine. */
export function BellIcon({ unviewedCount }: { unviewedCount: number }) {
  const badge = unseenBadgeText(unviewedCount);
  return (
    <Indicator label={badge} disabled={!badge} size={16} offset={2} color="red" fz={10} fw={700}>
      <IconBell size={20} stroke={1.7} />
    </Indicator>
  );
}
