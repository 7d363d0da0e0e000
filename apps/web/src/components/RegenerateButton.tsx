import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { openConfirmModal } from './confirm';

/**
 * Replaces a credential (a stream key, an API key and secret) after asking: whatever uses the
 * current one stops working, which `warning` says.
 */
export function RegenerateButton({
  warning,
  loading,
  onConfirm,
}: {
  warning: string;
  loading: boolean;
  onConfirm: () => void;
}) {
  const confirm = () =>
    openConfirmModal({
      title: 'Are you sure',
      centered: true,
      children: <Text size="sm">{warning}</Text>,
      labels: { confirm: 'Regenerate', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm,
    });
  return (
    <Group justify="flex-end">
      <Button variant="light" color="red" leftSection={<IconRefresh size={16} />} loading={loading} onClick={confirm}>
        Regenerate
      </Button>
    </Group>
  );
}
