import { Box, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showErrorToast } from '../../lib/toast';
import { StreamVideo, VideoNote } from './StreamVideo';
import { canPickSpeaker, useMediaDevices } from './use-media-devices';
import type { CallSession } from './use-call-session';

const options = (devices: MediaDeviceInfo[], kind: MediaDeviceKind, fallback: string) =>
  devices
    .filter((d) => d.kind === kind && d.deviceId)
    .map((d, i) => ({ value: d.deviceId, label: d.label || `${fallback} ${i + 1}` }));

interface DevicePickerProps {
  label: string;
  devices: { value: string; label: string }[];
  value: string | null;
  onChange: (id: string | null) => void;
  chooseText?: string;
}

function DevicePicker({ label, devices, value, onChange, chooseText }: DevicePickerProps) {
  const what = label.toLowerCase();
  return (
    <Select
      label={label}
      data={devices}
      value={value}
      onChange={onChange}
      placeholder={devices.length ? (chooseText ?? `Choose a ${what}`) : `No ${what} found`}
      disabled={!devices.length}
      allowDeselect={false}
    />
  );
}

/** The dialog's settings pane: camera, microphone and speaker, and a preview of what is sent. */
export function DeviceSettings({
  session,
  sinkId,
  onSink,
}: {
  session: CallSession;
  sinkId: string;
  onSink: (id: string) => void;
}) {
  const { local, switchDevice } = session;
  const devices = useMediaDevices(local);
  const current = (kind: 'audio' | 'video') =>
    (kind === 'audio' ? local?.stream.getAudioTracks() : local?.stream.getVideoTracks())?.[0]?.getSettings().deviceId ??
    null;
  const [error, setError] = useState<string | null>(null);
  const pick = (kind: 'audio' | 'video') => (id: string | null) => {
    if (!id) return;
    setError(null);
    switchDevice(kind, id).catch(() => {
      setError(kind === 'video' ? 'That camera could not be started.' : 'That microphone could not be started.');
      showErrorToast('The device could not be started.');
    });
  };
  const cameras = options(devices, 'videoinput', 'Camera');
  const microphones = options(devices, 'audioinput', 'Microphone');
  const speakers = options(devices, 'audiooutput', 'Speaker');
  return (
    <Stack gap="sm">
      <Box pos="relative">
        <StreamVideo
          stream={local?.stream ?? null}
          label="Your camera (preview)"
          mirrored
          style={{ aspectRatio: '4 / 3', borderRadius: 8 }}
        />
        {local && !local.stream.getVideoTracks().length && <VideoNote>No camera: nothing to preview.</VideoNote>}
      </Box>
      <DevicePicker label="Camera" devices={cameras} value={current('video')} onChange={pick('video')} />
      <DevicePicker label="Microphone" devices={microphones} value={current('audio')} onChange={pick('audio')} />
      {canPickSpeaker() && (
        <DevicePicker
          label="Speaker"
          devices={speakers}
          value={sinkId || null}
          onChange={(id) => id && onSink(id)}
          chooseText="System default"
        />
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
