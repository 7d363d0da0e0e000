import { Badge, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** A place's description (or an honest line without one), its counts and whether it is private. */
export function PlaceFacts({
  description,
  counts,
  isPublic,
}: {
  description: string;
  counts: string;
  isPublic: boolean;
}) {
  return (
    <>
      <Text
        component="span"
        display="block"
        c={description ? 'var(--mantine-color-text)' : 'dimmed'}
        style={{ whiteSpace: 'pre-line' }}
      >
        {description || 'No description yet.'}
      </Text>
      <Group component="span" gap="xs" mt={4}>
        <Text component="span" size="sm" c="dimmed">
          {counts}
        </Text>
        {!isPublic && (
          <Badge size="xs" variant="light" color="gray" leftSection={<IconLock size={10} />}>
            Private
          </Badge>
        )}
      </Group>
    </>
  );
}
