import { Badge } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Marks a private zone or channel. */
export function PrivateBadge() {
  return (
    <Badge size="xs" variant="light" color="gray" leftSection={<IconLock size={10} />}>
      Private
    </Badge>
  );
}
