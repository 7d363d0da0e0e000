import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface ConfirmOptions {
  text: ReactNode;
  onConfirm: () => void;
  /** A destructive action: the Confirm button is red. */
  danger?: boolean;
}

/** The confirm dialog of spec 02 §8 with its default texts: 'Are you sure', 'Confirm', 'Cancel'. */
export function confirmAction({ text, onConfirm, danger = false }: ConfirmOptions): void {
  modals.openConfirmModal({
    title: 'Are you sure',
    centered: true,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: 'Confirm', cancel: 'Cancel' },
    confirmProps: danger ? { color: 'red' } : {},
    onConfirm,
  });
}
