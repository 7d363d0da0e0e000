import { Alert, Box, Grid, Modal, Stack, Text } from '@mantine/core';
import type { Call } from '@plaza/contract';
import { useEffect, useState } from 'react';
import { showToast } from '../../lib/toast';
import { leave } from './call-actions';
import { CallCard, CallPeer } from './CallCard';
import { useIsPhone } from './use-is-phone';
import { CallControls } from './CallControls';
import { CALL_DIALOG_WIDTH } from './call-layout';
import { MEDIA_PROBLEM_TEXT } from './call-media';
import { DeviceSettings } from './DeviceSettings';
import { StreamAudio, StreamVideo, VideoNote } from './StreamVideo';
import { useCallSession, type CallSession } from './use-call-session';
import { useCallTimer } from './use-call-timer';

function statusOf(session: CallSession, timer: string): string {
  if (session.link === 'reconnecting') return 'Connection lost, reconnecting…';
  if (session.link === 'connecting') return 'Connecting…';
  return timer;
}

/** Why the other side's video shows nothing yet, or that it froze because the connection broke. */
function remoteVideoNote(session: CallSession, name: string): { text: string; dim?: boolean } | null {
  if (session.link === 'reconnecting') return { text: 'Reconnecting…', dim: true };
  if (session.framesDecoded > 0) return null;
  if (session.link !== 'connected') return { text: 'Connecting…' };
  if (session.remoteVideo === false) return { text: `No video from ${name}: their camera is missing or not allowed.` };
  return { text: `Waiting for ${name}’s video…` };
}

/** The other side's video, with a line over it while it shows nothing or stands still. */
function RemoteVideo({ session, name, height }: { session: CallSession; name: string; height: number | string }) {
  const note = remoteVideoNote(session, name);
  return (
    <Box pos="relative">
      <StreamVideo
        stream={session.remote}
        label={`${name}’s video`}
        frames={session.framesDecoded}
        style={{ height, borderRadius: 8 }}
      />
      {note && <VideoNote dim={note.dim}>{note.text}</VideoNote>}
    </Box>
  );
}

function MediaProblem({ session }: { session: CallSession }) {
  const problem = session.local?.problem;
  if (!problem) return null;
  return (
    <Alert color={problem === 'denied' ? 'red' : 'yellow'} p="xs" role="alert">
      <Text size="sm">{MEDIA_PROBLEM_TEXT[problem]}</Text>
    </Alert>
  );
}

/** The answered call: the card at the bottom right, which opens the two-pane video dialog. */
export function ActiveCall({ call, session: sessionNumber }: { call: Call; session: number }) {
  const session = useCallSession(call, sessionNumber);
  const [expanded, setExpanded] = useState(false);
  const [sinkId, setSinkId] = useState('');
  const phone = useIsPhone();
  const timer = useCallTimer(call.answeredOn);
  const status = statusOf(session, timer);
  const name = call.user.name;

  useEffect(() => {
    if (session.link !== 'lost') return;
    leave(true);
    showToast({ color: 'red', message: `The connection to ${name} was lost and the call ended.` });
  }, [session.link, name]);

  return (
    <>
      <StreamAudio stream={session.remote} sinkId={sinkId} />
      {!expanded && (
        <CallCard label={`Call with ${name}`}>
          <Stack gap="sm">
            <CallPeer peer={call.user} status={status} />
            <RemoteVideo session={session} name={name} height={200} />
            <MediaProblem session={session} />
            <CallControls session={session} onExpand={() => setExpanded(true)} />
          </Stack>
        </CallCard>
      )}
      <Modal
        opened={expanded}
        onClose={() => setExpanded(false)}
        size={CALL_DIALOG_WIDTH}
        fullScreen={phone}
        title={`Video call with ${name}`}
        closeButtonProps={{ 'aria-label': 'Back to the small call card' }}
      >
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {status}
              </Text>
              <RemoteVideo session={session} name={name} height={phone ? '50vh' : 320} />
              <MediaProblem session={session} />
              <CallControls session={session} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <DeviceSettings session={session} sinkId={sinkId} onSink={setSinkId} />
          </Grid.Col>
        </Grid>
      </Modal>
    </>
  );
}
