import { Group, Text } from '@mantine/core';
import type { ProfileRelation } from '@plaza/contract';
import { useIsOnline, useLastOnline } from '../../../realtime/presence-store';
import { presenceText } from '../../contacts';

/**
 * A contact's presence: a green dot while online, else when they were last seen. The socket's live
 * events win; the profile's own values stand until one arrives.
 */
export function PresenceLine({ userId, relation }: { userId: string; relation: ProfileRelation }) {
  const online = useIsOnline(userId, relation.online ?? false);
  const lastOnline = useLastOnline(userId, relation.lastOnlineDate);
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden
        style={{
          width: 9,
          height: 9,
          borderRadius: '50%',
          background: online ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)',
        }}
      />
      <Text size="sm" c="dimmed">
        {presenceText(online, lastOnline)}
      </Text>
    </Group>
  );
}
