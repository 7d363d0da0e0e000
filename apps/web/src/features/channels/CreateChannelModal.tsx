import { Modal } from '@mantine/core';
import { CreateChannelForm } from './CreateChannelForm';

/** The create channel dialog (spec 02 §2 Create dialogs); the form starts afresh each time it opens. */
export function CreateChannelModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create channel" centered size="lg">
      <CreateChannelForm onDone={onClose} />
    </Modal>
  );
}
