import { CALL } from '@plaza/contract';

/**
 * Why this side sends no camera, no microphone or neither: permission refused, a device missing
 * (camera, microphone, both), one that would not start, or a page that is not secure.
 */
export type MediaProblem = 'denied' | 'no-camera' | 'no-microphone' | 'no-device' | 'failed' | 'insecure';

export interface LocalMedia {
  /** What is sent (may lack video or audio, or be empty). */
  stream: MediaStream;
  problem: MediaProblem | null;
}

export interface DeviceChoice {
  cameraId?: string;
  microphoneId?: string;
}

/** Spec 02 §9: calls are 320 px video. */
const video = (deviceId?: string): MediaTrackConstraints => ({
  width: { ideal: CALL.videoResolution },
  ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
});

const audio = (deviceId?: string): MediaTrackConstraints | boolean =>
  deviceId ? { deviceId: { exact: deviceId } } : true;

type Refusal = 'denied' | 'missing' | 'failed';

function refusalOf(error: unknown): Refusal {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

/**
 * The camera and microphone, or what of them can be had: without a camera the call goes on with
 * sound only, without a microphone with video only; refused or missing both, it goes on
 * receiving only. Each case says why.
 */
export async function openLocalMedia(choice: DeviceChoice = {}): Promise<LocalMedia> {
  const devices = navigator.mediaDevices as MediaDevices | undefined;
  // Browsers offer the camera only to secure pages (https, or localhost).
  if (!devices?.getUserMedia) return { stream: new MediaStream(), problem: isSecureContext ? 'failed' : 'insecure' };
  const open = (constraints: MediaStreamConstraints) =>
    devices.getUserMedia(constraints).then(
      (stream) => ({ stream }),
      (error: unknown) => ({ refusal: refusalOf(error) }),
    );
  const both = await open({ video: video(choice.cameraId), audio: audio(choice.microphoneId) });
  if ('stream' in both) return { stream: both.stream, problem: null };
  // Refused once is refused for both (asking again would only ask the user again).
  if (both.refusal === 'denied') return { stream: new MediaStream(), problem: 'denied' };
  const sound = await open({ audio: audio(choice.microphoneId) });
  if ('stream' in sound) return { stream: sound.stream, problem: both.refusal === 'missing' ? 'no-camera' : 'failed' };
  const sight = await open({ video: video(choice.cameraId) });
  if ('stream' in sight) {
    return { stream: sight.stream, problem: sound.refusal === 'missing' ? 'no-microphone' : 'failed' };
  }
  const problem: MediaProblem =
    sound.refusal === 'denied' || sight.refusal === 'denied'
      ? 'denied'
      : sound.refusal === 'missing' && sight.refusal === 'missing'
        ? 'no-device'
        : 'failed';
  return { stream: new MediaStream(), problem };
}

/** One new track from the chosen camera or microphone, to swap into a running call. */
export async function openTrack(kind: 'video' | 'audio', deviceId: string): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia(
    kind === 'video' ? { video: video(deviceId) } : { audio: audio(deviceId) },
  );
  const [track] = stream.getTracks();
  if (!track) throw new DOMException('No track', 'NotFoundError');
  return track;
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

export const MEDIA_PROBLEM_TEXT: Record<MediaProblem, string> = {
  denied:
    'Plaza may not use your camera or microphone. Allow them in your browser’s site settings, then call again; the other side cannot see or hear you.',
  'no-camera': 'No camera was found: the call goes on with sound only.',
  'no-microphone': 'No microphone was found: the other side can see you but cannot hear you.',
  'no-device': 'No camera or microphone was found: the other side cannot see or hear you.',
  insecure:
    'Your browser offers the camera and microphone only to secure (https) pages: the other side cannot see or hear you.',
  failed: 'Your camera or microphone could not be started (another app may be using it).',
};
