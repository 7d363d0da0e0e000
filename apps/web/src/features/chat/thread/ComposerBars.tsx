import { ActionIcon, Button, Group, Text } from '@mantine/core';
import type { ChatParent } from '@plaza/contract';
import { IconMessageReply, IconPencil, IconX } from '@tabler/icons-react';

/** Above the box while answering a message: whom, what, and a way out. */
export function ReplyBar({ parent, onCancel }: { parent: ChatParent; onCancel: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap" mb={6} align="flex-start">
      <IconMessageReply size={16} style={{ flex: 'none', marginTop: 2 }} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="xs" fw={600} lineClamp={1}>
          Replying to {parent.createdBy.fullName}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {parent.deleted ? 'Deleted message' : parent.message}
        </Text>
      </div>
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Cancel reply" onClick={onCancel}>
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}

/** Above the box while it holds an edit of one's message. */
export function EditBar({ onCancel }: { onCancel: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap" mb={6}>
      <IconPencil size={16} style={{ flex: 'none' }} />
      <Text size="xs" fw={600} style={{ flex: 1 }}>
        Editing message
      </Text>
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Cancel edit" onClick={onCancel}>
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}

/** After a send failed: the draft is back in the box, and it can be sent again. */
export function FailedBar({ resending, onResend }: { resending: boolean; onResend: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap" mb={6} justify="space-between">
      <Text size="xs" c="red" fw={600}>
        Not sent
      </Text>
      <Button size="compact-xs" variant="light" color="red" loading={resending} onClick={onResend}>
        Send again
      </Button>
    </Group>
  );
}
