import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** For actions whose feature is not built yet: say so, rather than a button that does nothing. */
export function openComingSoon(feature: string, detail?: string): void {
  modals.open({
    title: `${feature} is coming soon`,
    centered: true,
    children: (
      <Text size="sm" c="dimmed">
        {detail ?? `${feature} is not available in this version of Plaza yet. It is on the way.`}
      </Text>
    ),
  });
}
