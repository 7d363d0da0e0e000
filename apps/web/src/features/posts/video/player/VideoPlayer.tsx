import { AspectRatio, Box, Button, Center, Group, Stack, Text } from '@mantine/core';
import type { Post } from '@plaza/contract';
import { IconAlertTriangle, IconBroadcast, IconBroadcastOff, IconLoader2, IconVolume } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useWatchProgress } from '../watch/use-watch-progress';
import { LiveOverlay } from './LiveOverlay';
import { jumpToLive } from './live-edge';
import { playbackOf, posterOf, type Playback } from './playback';
import { togglePlayback } from './attach-source';
import { useBehindLive } from './use-behind-live';
import { useVideoSource } from './use-video-source';

/** The strip at the bottom of the picture where the browser draws its own controls. */
const CONTROL_BAR_PX = 48;

interface VideoPlayerProps {
  post: Post;
  /** The views count after a progress report. */
  onViews: (viewsCount: number) => void;
  /** A live's viewer count (its room's); null until known or when not live. */
  watching: number | null;
}

/** The 16:9 player of the video page (spec 02 §2), with what stands between the viewer and the video. */
export function VideoPlayer({ post, onViews, watching }: VideoPlayerProps) {
  const playback = playbackOf(post);
  return (
    <Stack gap={6}>
      <AspectRatio ratio={16 / 9} bg="black" style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}>
        {playback.kind === 'failed' ? (
          <FailedVideo reason={playback.reason} />
        ) : playback.kind === 'liveWaiting' ? (
          <Center>
            <PlayerMessage
              status
              icon={<IconBroadcast size={32} color="var(--mantine-color-red-5)" aria-hidden />}
              title="The live has not started yet"
              text="It plays here as soon as the stream starts."
            />
          </Center>
        ) : playback.kind === 'liveEnded' ? (
          <Center>
            <PlayerMessage
              status
              icon={<IconBroadcastOff size={32} color="var(--mantine-color-gray-5)" aria-hidden />}
              title="The live has ended"
              text="Its recording will play here once it is ready."
            />
          </Center>
        ) : (
          <PlayingVideo post={post} playback={playback} onViews={onViews} watching={watching} />
        )}
      </AspectRatio>
      {playback.kind === 'original' && playback.processing && (
        <Group gap={6} c="dimmed" role="status">
          <IconLoader2 size={16} aria-hidden />
          <Text size="sm">Still processing — playing the original</Text>
        </Group>
      )}
    </Stack>
  );
}

function PlayingVideo({
  post,
  playback,
  onViews,
  watching,
}: VideoPlayerProps & { playback: Extract<Playback, { url: string }> }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [mutedByBrowser, setMutedByBrowser] = useState(false);
  const [broken, setBroken] = useState(false);
  const live = playback.kind === 'hls' && playback.live === true;
  const behind = useBehindLive(videoRef, live);
  useWatchProgress(videoRef, post.id, onViews);
  useVideoSource(videoRef, playback, { onMuted: () => setMutedByBrowser(true), onFatal: () => setBroken(true) });

  const unmute = () => {
    const video = videoRef.current;
    if (video) video.muted = false;
    setMutedByBrowser(false);
  };

  // How the press began: whether the browser itself answered the click (Firefox toggles on a click
  // on the picture; Chrome and Safari do not), and whether it was a finger. A tap is left to the
  // browser's touch controls, which it shows with a large play and pause button.
  const press = useRef<{ paused: boolean; touch: boolean } | null>(null);
  const clickPicture = (event: MouseEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    const { paused, touch } = press.current ?? { paused: video.paused, touch: false };
    press.current = null;
    const box = video.getBoundingClientRect();
    if (touch || (box.height > 0 && event.clientY > box.bottom - CONTROL_BAR_PX)) return;
    setTimeout(() => {
      if (video.paused === paused) togglePlayback(video);
    });
  };
  const pressKey = (event: KeyboardEvent<HTMLVideoElement>) => {
    if (event.key !== ' ' && event.key.toLowerCase() !== 'k') return;
    event.preventDefault();
    togglePlayback(event.currentTarget);
  };

  return (
    <Box pos="relative">
      <video
        ref={videoRef}
        controls
        playsInline
        poster={posterOf(post)}
        aria-label={`Video: ${post.title}`}
        style={{ width: '100%', height: '100%', display: 'block', objectFit: 'contain', background: 'black' }}
        onVolumeChange={(event) => !event.currentTarget.muted && setMutedByBrowser(false)}
        onPointerDown={(event) =>
          (press.current = { paused: event.currentTarget.paused, touch: event.pointerType === 'touch' })
        }
        onClick={clickPicture}
        onKeyDown={pressKey}
        tabIndex={0}
      />
      {live && (
        <LiveOverlay
          watching={watching}
          behind={behind}
          controlsHeight={CONTROL_BAR_PX}
          onJumpToLive={() => videoRef.current && jumpToLive(videoRef.current)}
        />
      )}
      {mutedByBrowser && (
        <Button
          size="xs"
          variant="white"
          color="dark"
          leftSection={<IconVolume size={16} />}
          pos="absolute"
          top={12}
          right={12}
          onClick={unmute}
        >
          Tap to unmute
        </Button>
      )}
      {broken && (
        <Center pos="absolute" inset={0} bg="rgba(0,0,0,0.75)">
          <PlayerMessage title="This video could not be played" text="Try again later, or reload the page." />
        </Center>
      )}
    </Box>
  );
}

function FailedVideo({ reason }: { reason: string | null }) {
  return (
    <Center>
      <PlayerMessage
        title="This video could not be processed"
        text={reason ? `Reason: ${reason}` : 'The video could not be prepared for playback.'}
      />
    </Center>
  );
}

interface PlayerMessageProps {
  title: string;
  text: string;
  /** A state to wait through (status) rather than a failure (alert). */
  status?: boolean;
  icon?: ReactNode;
}

function PlayerMessage({ title, text, status = false, icon }: PlayerMessageProps) {
  return (
    <Stack align="center" gap={6} p="lg" maw={480} ta="center" role={status ? 'status' : 'alert'}>
      {icon ?? <IconAlertTriangle size={32} color="var(--mantine-color-yellow-5)" aria-hidden />}
      <Text c="white" fw={600}>
        {title}
      </Text>
      <Text c="gray.4" size="sm">
        {text}
      </Text>
    </Stack>
  );
}
