import { Badge, Box, Text } from '@mantine/core';
import { StreamAudio, StreamVideo } from '../calls';

interface TileProps {
  name: string;
  stream: MediaStream | null;
  frames?: number;
  speaking?: boolean;
  mirrored?: boolean;
  /** This tab's own tile: its sound is not played back. */
  self?: boolean;
  note?: string;
}

/** One participant's video with their name; a speaking participant's tile is outlined. */
export function VideoTile({ name, stream, frames, speaking = false, mirrored = false, self = false, note }: TileProps) {
  return (
    <Box
      pos="relative"
      data-speaking={speaking || undefined}
      style={{
        borderRadius: 8,
        overflow: 'hidden',
        outline: speaking ? '3px solid var(--mantine-color-teal-5)' : '1px solid var(--mantine-color-dark-4)',
        background: 'var(--mantine-color-dark-7)',
      }}
    >
      <StreamVideo
        stream={stream}
        label={self ? 'Your camera' : `Video of ${name}`}
        mirrored={mirrored}
        frames={frames}
        style={{ aspectRatio: '16 / 9' }}
      />
      {!self && <StreamAudio stream={stream} sinkId="" />}
      <Text
        size="sm"
        c="white"
        pos="absolute"
        bottom={6}
        left={8}
        px={6}
        style={{ background: 'rgba(0,0,0,0.55)', borderRadius: 4 }}
      >
        {name}
      </Text>
      {note && (
        <Badge pos="absolute" top={6} right={6} color="dark" variant="filled">
          {note}
        </Badge>
      )}
    </Box>
  );
}
