import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PrivateBadge } from './PrivateBadge';

interface CommunityCardProps {
  avatar: ReactNode;
  name: string;
  /** The zone's own site, for a zone's name. */
  href?: string;
  /** A line under the name, e.g. the zone a channel belongs to. */
  subtitle?: ReactNode;
  description: string;
  stats: string;
  isPublic: boolean;
  action: ReactNode;
}

/** A zone or channel in a list: picture, name, description, counts, and Join or Follow. */
export function CommunityCard({
  avatar,
  name,
  href,
  subtitle,
  description,
  stats,
  isPublic,
  action,
}: CommunityCardProps) {
  return (
    <Card withBorder radius="lg" padding="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {avatar}
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              {href ? (
                <Anchor href={href} fw={600} c="var(--mantine-color-text)" truncate>
                  {name}
                </Anchor>
              ) : (
                <Text fw={600} truncate>
                  {name}
                </Text>
              )}
              {!isPublic && <PrivateBadge />}
            </Group>
            {subtitle && (
              <Text size="xs" c="dimmed" truncate>
                {subtitle}
              </Text>
            )}
          </Stack>
        </Group>
        <Text size="sm" c={description ? undefined : 'dimmed'} lineClamp={2} style={{ flex: 1 }}>
          {description || 'No description yet.'}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {stats}
          </Text>
          {action}
        </Group>
      </Stack>
    </Card>
  );
}
