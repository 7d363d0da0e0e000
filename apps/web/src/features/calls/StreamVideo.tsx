import { Center, Text } from '@mantine/core';
import { useEffect, useRef, type CSSProperties } from 'react';

interface StreamVideoProps {
  stream: MediaStream | null;
  label: string;
  /** Mirror this side's camera, as a mirror would. */
  mirrored?: boolean;
  style?: CSSProperties;
  frames?: number;
}

/** A muted video of a stream (the other side's sound plays from one audio element of its own). */
export function StreamVideo({ stream, label, mirrored = false, style, frames }: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted
      data-frames-decoded={frames}
      style={{
        display: 'block',
        width: '100%',
        background: 'var(--mantine-color-dark-7)',
        objectFit: 'cover',
        transform: mirrored ? 'scaleX(-1)' : undefined,
        ...style,
      }}
    />
  );
}

/** The other side's sound, sent to the chosen speaker where the browser allows it. */
export function StreamAudio({ stream, sinkId }: { stream: MediaStream | null; sinkId: string }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  useEffect(() => {
    const audio = ref.current as (HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> }) | null;
    if (audio?.setSinkId && sinkId) void audio.setSinkId(sinkId).catch(() => undefined);
  }, [sinkId]);
  return <audio ref={ref} autoPlay hidden />;
}

/**
 * A line over a video (its parent is positioned): why nothing shows, or, `dim`, that what shows is
 * stale (the last frame before the connection broke).
 */
export function VideoNote({ children, dim = false }: { children: string; dim?: boolean }) {
  return (
    <Center
      pos="absolute"
      inset={0}
      px="md"
      style={{ borderRadius: 8, background: dim ? 'rgba(0, 0, 0, 0.6)' : undefined }}
    >
      <Text c="gray.2" size="sm" ta="center" fw={dim ? 600 : undefined}>
        {children}
      </Text>
    </Center>
  );
}
