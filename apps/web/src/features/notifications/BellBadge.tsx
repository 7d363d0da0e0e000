import { Indicator } from '@mantine/core';
import type { ReactNode } from 'react';
import { unseenBadgeText } from '../posts';

/**
 * The unviewed count on the bell's corner: nothing at zero, '9+' above nine. It sits beside the button,
 * not in it: the button clips what overflows it (the '+' was lost), and its name already says the count.
 */
export function BellBadge({ unviewedCount, children }: { unviewedCount: number; children: ReactNode }) {
  const badge = unseenBadgeText(unviewedCount);
  return (
    <Indicator
      inline
      label={<span aria-hidden>{badge}</span>}
      disabled={!badge}
      size={16}
      offset={6}
      color="red.8"
      fz={10}
      fw={700}
    >
      {children}
    </Indicator>
  );
}
