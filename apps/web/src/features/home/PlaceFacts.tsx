import { Group, Text } from '@mantine/core';
import { PrivateBadge } from '../../components/PrivateBadge';

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
        {!isPublic && <PrivateBadge />}
      </Group>
    </>
  );
}
