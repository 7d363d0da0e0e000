import { Modal } from '@mantine/core';
import { CreateZoneForm } from './CreateZoneForm';

/** The create zone dialog (spec 02 §2 Create dialogs); the form starts empty each time it opens. */
export function CreateZoneModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create zone" centered size="lg">
      <CreateZoneForm onDone={onClose} />
    </Modal>
  );
}
