import { Text } from '@mantine/core';
import type { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { onDemand } from '../lib/on-demand';

/** The confirm dialogs' provider: loaded and mounted with the first dialog, which waits for it. */
export const confirmHost = onDemand();

type ConfirmModal = Parameters<typeof modals.openConfirmModal>[0];

/** Opens a confirm dialog once the dialogs' provider is there. */
export function openConfirmModal(modal: ConfirmModal): void {
  void confirmHost
    .request()
    .then(() => import('@mantine/modals'))
    .then(({ modals }) => modals.openConfirmModal(modal));
}

interface ConfirmOptions {
  text: ReactNode;
  onConfirm: () => void;
  /** A destructive action: the Confirm button is red. */
  danger?: boolean;
}

/** The confirm dialog of spec 02 §8 with its default texts: 'Are you sure', 'Confirm', 'Cancel'. */
export function confirmAction({ text, onConfirm, danger = false }: ConfirmOptions): void {
  openConfirmModal({
    title: 'Are you sure',
    centered: true,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: 'Confirm', cancel: 'Cancel' },
    confirmProps: danger ? { color: 'red' } : {},
    onConfirm,
  });
}
