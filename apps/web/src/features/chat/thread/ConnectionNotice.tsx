import { Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSocketStore } from '../../../realtime/socket';

/** How long the socket may be down before the pane says so (a page's first connect takes a moment). */
const GRACE_MS = 1000;

/** Says so while the realtime connection is down: messages cannot be sent until it is back. */
export function ConnectionNotice() {
  const connected = useSocketStore((s) => s.connected);
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (connected) return;
    const timer = setTimeout(() => setLate(true), GRACE_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [connected]);
  if (connected || !late) return null;
  return (
    <Group gap="xs" px="md" py={4} role="status" aria-label="Connection">
      <Loader size="xs" color="orange" />
      <Text size="xs" c="orange">
        Reconnecting… Messages cannot be sent until you are back online.
      </Text>
    </Group>
  );
}
