import { Group } from '@mantine/core';
import {
  IconArrowsMaximize,
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import { RoundControl as Control } from '../../components/RoundControl';
import { leave } from './call-actions';
import type { CallSession } from './use-call-session';

/** Mute, camera, (expand,) hang up. */
export function CallControls({ session, onExpand }: { session: CallSession; onExpand?: () => void }) {
  const { local, muted, cameraOff, toggleMute, toggleCamera } = session;
  // Nothing to mute or turn off when the device is missing or refused (the call card says which).
  const sending = (kind: 'audio' | 'video') => local?.stream.getTracks().some((track) => track.kind === kind) ?? false;
  return (
    <Group gap="sm" justify="center">
      <Control label="Mute microphone" pressed={muted} disabled={!sending('audio')} onClick={toggleMute}>
        {muted ? <IconMicrophoneOff size={20} /> : <IconMicrophone size={20} />}
      </Control>
      <Control label="Turn camera off" pressed={cameraOff} disabled={!sending('video')} onClick={toggleCamera}>
        {cameraOff ? <IconVideoOff size={20} /> : <IconVideo size={20} />}
      </Control>
      {onExpand && (
        <Control label="Open video and settings" onClick={onExpand}>
          <IconArrowsMaximize size={20} />
        </Control>
      )}
      <Control label="Hang up" color="red" onClick={() => leave()}>
        <IconPhoneOff size={20} />
      </Control>
    </Group>
  );
}
