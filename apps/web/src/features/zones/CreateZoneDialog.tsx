import { Modal } from '@mantine/core';
import { lazyPart } from '../../components/lazy-part';

// Loaded when the dialog first opens: the shell carries the menu that opens it, not the form.
const CreateZoneForm = lazyPart(() => import('./CreateZoneForm'), 'CreateZoneForm');

/** The create zone dialog (spec 02 §2 Create dialogs); the form starts empty each time it opens. */
export function CreateZoneDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create zone" centered size="lg">
      <CreateZoneForm onDone={onClose} />
    </Modal>
  );
}
