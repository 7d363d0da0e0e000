import { Badge, Button, Group } from '@mantine/core';
import { IconPlayerTrackNext } from '@tabler/icons-react';
import { viewersLabel } from '../../shared/counts';

interface LiveOverlayProps {
  /** How many watch (the live room's count); null until known. */
  watching: number | null;
  /** Behind the live edge: "Jump to live" is offered. */
  behind: boolean;
  onJumpToLive: () => void;
  /** Room left at the bottom for the browser's controls. */
  controlsHeight: number;
}

/** Over a live's picture: the Live badge and the viewer count, and "Jump to live" when behind. */
export function LiveOverlay({ watching, behind, onJumpToLive, controlsHeight }: LiveOverlayProps) {
  return (
    <>
      <Group gap={6} pos="absolute" top={12} left={12} style={{ pointerEvents: 'none' }}>
        <Badge color="red" variant="filled">
          Live
        </Badge>
        {watching !== null && (
          <Badge color="dark" variant="filled" aria-live="polite" tt="none">
            {viewersLabel(watching)}
          </Badge>
        )}
      </Group>
      {behind && (
        <Button
          size="xs"
          color="red"
          leftSection={<IconPlayerTrackNext size={14} />}
          pos="absolute"
          right={12}
          bottom={controlsHeight + 8}
          onClick={onJumpToLive}
        >
          Jump to live
        </Button>
      )}
    </>
  );
}
