import { Badge, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconShare3, IconSparkles, IconUpload, type Icon } from '@tabler/icons-react';
import classes from './AddContentDialog.module.css';

interface Tile {
  key: string;
  label: string;
  text: string;
  icon: Icon;
  /** Not built yet: shown as 'Soon', inert. */
  soon: boolean;
}

const TILES: readonly Tile[] = [
  { key: 'upload', label: 'Upload', text: 'Share a video from your device.', icon: IconUpload, soon: false },
  {
    key: 'distribute',
    label: 'Distribute',
    text: 'Send your videos to other platforms.',
    icon: IconShare3,
    soon: true,
  },
  { key: 'ai', label: 'AI', text: 'Create a video with AI.', icon: IconSparkles, soon: true },
];

interface AddContentDialogProps {
  opened: boolean;
  onClose: () => void;
  onUpload: () => void;
}

/** The add content dialog (spec 02 §2): Upload opens the upload dialog; Distribute and AI are to come. */
export function AddContentDialog({ opened, onClose, onUpload }: AddContentDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add content" centered size="lg">
      <div className={classes.tiles}>
        {TILES.map(({ key, label, text, icon: TileIcon, soon }) => (
          // Named by its own text ('Upload Share a video from your device.'), which a speech user can say.
          <button
            key={key}
            type="button"
            className={classes.tile}
            disabled={soon}
            aria-disabled={soon || undefined}
            onClick={soon ? undefined : onUpload}
          >
            <ThemeIcon variant="light" size={40} radius="md" color={soon ? 'gray' : undefined}>
              <TileIcon size={22} />
            </ThemeIcon>
            <Text fw={600}>{label}</Text>{' '}
            <Text size="sm" c="dimmed">
              {text}
            </Text>{' '}
            {soon && (
              <Badge variant="light" color="gray" size="sm" className={classes.soon}>
                Soon
              </Badge>
            )}
          </button>
        ))}
      </div>
    </Modal>
  );
}
