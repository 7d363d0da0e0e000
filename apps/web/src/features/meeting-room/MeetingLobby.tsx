import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff, IconVideo, IconVideoOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { openLocalMedia, stopStream, StreamVideo, useMediaDevices, type MediaProblem } from '../calls';
import { MEETING_MEDIA_PROBLEM } from './meeting-texts';

interface LobbyProps {
  title: string;
  canPublish: boolean;
  joining: boolean;
  error: string | null;
  /** Joins with this stream (its tracks enabled as chosen), or none. */
  onJoin: (stream: MediaStream | null) => void;
}

/** Before joining: the camera preview, camera and microphone pickers, and whether each starts on. */
export function MeetingLobby({ title, canPublish, joining, error, onJoin }: LobbyProps) {
  const [choice, setChoice] = useState<{ cameraId?: string; microphoneId?: string }>({});
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [cameraOn, setCameraOn] = useState(true);
  const [micOn, setMicOn] = useState(true);
  const devices = useMediaDevices(stream);

  useEffect(() => {
    if (!canPublish) return;
    let live = true;
    let opened: MediaStream | null = null;
    void openLocalMedia(choice).then((media) => {
      opened = media.stream;
      if (!live) return stopStream(media.stream);
      setStream(media.stream);
      setProblem(media.problem);
    });
    return () => {
      live = false;
      setStream(null);
      // Handed to the room on join (see join below); stopped when the lobby changes devices or closes.
      if (opened && !handedOver.has(opened)) stopStream(opened);
    };
  }, [canPublish, choice]);

  useEffect(() => {
    for (const t of stream?.getVideoTracks() ?? []) t.enabled = cameraOn;
    for (const t of stream?.getAudioTracks() ?? []) t.enabled = micOn;
  }, [stream, cameraOn, micOn]);

  const options = (kind: MediaDeviceKind, label: string) =>
    devices
      .filter((d) => d.kind === kind && d.deviceId)
      .map((d, i) => ({ value: d.deviceId, label: d.label || `${label} ${i + 1}` }));
  const current = (kind: 'audio' | 'video') =>
    (kind === 'audio' ? stream?.getAudioTracks() : stream?.getVideoTracks())?.[0]?.getSettings().deviceId ?? null;
  const join = () => {
    if (stream) handedOver.add(stream);
    onJoin(stream);
  };

  return (
    <Stack maw={720} mx="auto" p="md" gap="md">
      <Title order={2}>{title}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {canPublish ? (
            <>
              <StreamVideo
                stream={cameraOn ? stream : null}
                label="Your camera (preview)"
                mirrored
                style={{ aspectRatio: '16 / 9', borderRadius: 8 }}
              />
              {problem && (
                <Alert color="yellow" title="Camera or microphone unavailable">
                  {MEETING_MEDIA_PROBLEM[problem]}
                </Alert>
              )}
              <Group grow align="flex-end">
                <Select
                  label="Camera"
                  data={options('videoinput', 'Camera')}
                  value={current('video')}
                  onChange={(id) => id && setChoice((c) => ({ ...c, cameraId: id }))}
                  disabled={!stream?.getVideoTracks().length}
                  allowDeselect={false}
                />
                <Select
                  label="Microphone"
                  data={options('audioinput', 'Microphone')}
                  value={current('audio')}
                  onChange={(id) => id && setChoice((c) => ({ ...c, microphoneId: id }))}
                  disabled={!stream?.getAudioTracks().length}
                  allowDeselect={false}
                />
              </Group>
              <Group>
                <Button
                  variant="default"
                  leftSection={micOn ? <IconMicrophone size={18} /> : <IconMicrophoneOff size={18} />}
                  onClick={() => setMicOn((on) => !on)}
                  aria-pressed={micOn}
                >
                  {micOn ? 'Microphone on' : 'Microphone off'}
                </Button>
                <Button
                  variant="default"
                  leftSection={cameraOn ? <IconVideo size={18} /> : <IconVideoOff size={18} />}
                  onClick={() => setCameraOn((on) => !on)}
                  aria-pressed={cameraOn}
                >
                  {cameraOn ? 'Camera on' : 'Camera off'}
                </Button>
              </Group>
            </>
          ) : (
            <Text>This is a webinar: you watch and listen while the presenters speak.</Text>
          )}
          {error && (
            <Alert color="red" title="Could not join">
              {error}
            </Alert>
          )}
          <Button size="md" onClick={join} loading={joining}>
            Join meeting
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Streams given to the room, which stops them when it closes. */
const handedOver = new WeakSet<MediaStream>();
