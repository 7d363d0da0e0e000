import { Modal } from '@mantine/core';
import { lazyPart } from '../../components/lazy-part';

// Loaded when the dialog first opens: the shell carries the menu that opens it, not the form.
const CreateChannelForm = lazyPart(() => import('./CreateChannelForm'), 'CreateChannelForm');

/** The create channel dialog (spec 02 §2 Create dialogs); the form starts afresh each time it opens. */
export function CreateChannelDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create channel" centered size="lg">
      <CreateChannelForm onDone={onClose} />
    </Modal>
  );
}
