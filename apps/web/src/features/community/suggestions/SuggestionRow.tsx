import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SuggestionRowProps {
  avatar: ReactNode;
  name: string;
  /** Where the name leads on another site (a zone's own). */
  href?: string;
  /** Where the name leads on this site. */
  to?: string;
  detail?: string;
  action: ReactNode;
}

/** One suggestion: picture, name and a line about it, and its action at the right. */
export function SuggestionRow({ avatar, name, href, to, detail, action }: SuggestionRowProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      {avatar}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        {to ? (
          <Anchor component={Link} to={to} size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Anchor>
        ) : href ? (
          <Anchor href={href} size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Anchor>
        ) : (
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
        )}
        {detail && (
          <Text size="xs" c="dimmed" truncate>
            {detail}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}
