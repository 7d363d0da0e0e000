import { Modal } from '@mantine/core';
import { FolderNameForm } from './FolderNameForm';

interface FolderNameDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  initial?: string;
  onSave: (title: string) => Promise<unknown>;
}

/** Create or rename a folder; the form starts afresh each time the dialog opens. */
export function FolderNameDialog({ opened, onClose, title, submitLabel, initial, onSave }: FolderNameDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <FolderNameForm initial={initial} submitLabel={submitLabel} onSave={onSave} onCancel={onClose} />
    </Modal>
  );
}
