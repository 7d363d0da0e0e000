import { Group, Text } from '@mantine/core';
import type { ChatMessage } from '@plaza/contract';
import { IconPhoneX } from '@tabler/icons-react';
import { timeOfDay } from './thread-items';

/** The line the server adds for a call nobody answered (issue 21): no bubble, no actions. */
export function MissedCallLine({ message }: { message: ChatMessage }) {
  return (
    <Group role="article" justify="center" gap={6} py="xs" c="dimmed">
      <IconPhoneX size={16} aria-hidden />
      <Text size="sm">
        {message.message} · {timeOfDay(message.createdOn)}
      </Text>
    </Group>
  );
}
