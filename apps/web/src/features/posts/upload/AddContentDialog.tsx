import { Badge, Button, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconBroadcast, IconShare3, IconSparkles, IconUpload, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { ComingSoon } from '../../../components/ComingSoon';
import { MEETING_TILES } from '../../meetings';
import classes from './AddContentDialog.module.css';

interface Tile {
  key: string;
  label: string;
  text: string;
  icon: Icon;
  /** Not built yet: marked 'Soon'; it opens the Coming soon screen and does nothing else. */
  soon: boolean;
}

const TILES: readonly Tile[] = [
  { key: 'upload', label: 'Upload', text: 'Share a video from your device.', icon: IconUpload, soon: false },
  {
    key: 'goLive',
    label: 'Go live',
    text: 'Stream live from OBS or any RTMP encoder.',
    icon: IconBroadcast,
    soon: false,
  },
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
  onGoLive: () => void;
}

/**
 * The add content dialog (spec 02 §2): Upload opens the upload dialog, Go live the live one, the
 * meeting tiles (Meet now, Plan a meeting, Webinar, Streaming studio) their layers; Distribute and
 * AI are to come.
 */
export function AddContentDialog({ opened, onClose, onUpload, onGoLive }: AddContentDialogProps) {
  const [soon, setSoon] = useState<Tile | null>(null);
  const close = () => {
    setSoon(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Add content" centered size="lg">
      {soon ? (
        <ComingSoon icon={<soon.icon />} feature={soon.label} text={soon.text}>
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => setSoon(null)}>
            Back
          </Button>
          <Button leftSection={<IconUpload size={16} />} onClick={onUpload}>
            Upload a video
          </Button>
        </ComingSoon>
      ) : (
        <div className={classes.tiles}>
          {TILES.filter((tile) => !tile.soon).map((tile) => (
            <TileButton key={tile.key} tile={tile} onClick={tile.key === 'goLive' ? onGoLive : onUpload} />
          ))}
          {MEETING_TILES.map((tile) => (
            <TileButton
              key={tile.key}
              tile={{ ...tile, soon: false }}
              onClick={() => {
                close();
                tile.open();
              }}
            />
          ))}
          {TILES.filter((tile) => tile.soon).map((tile) => (
            <TileButton key={tile.key} tile={tile} onClick={() => setSoon(tile)} />
          ))}
        </div>
      )}
    </Modal>
  );
}

function TileButton({ tile, onClick }: { tile: Tile; onClick: () => void }) {
  const { label, text, icon: TileIcon, soon } = tile;
  // Named by its own text ('AI Create a video with AI. Soon'), which a speech user can say.
  return (
    <button type="button" className={soon ? `${classes.tile} ${classes.soonTile}` : classes.tile} onClick={onClick}>
      <ThemeIcon variant="light" size={40} radius="md" color={soon ? 'gray' : undefined}>
        <TileIcon size={22} />
      </ThemeIcon>
      <Text fw={600}>{label}</Text>{' '}
      <Text size="sm" c="dimmed">
        {text}
      </Text>{' '}
      {soon && (
        <Badge variant="light" color="gray" size="sm" className={classes.soonBadge}>
          Soon
        </Badge>
      )}
    </button>
  );
}
