import { CALL } from '@plaza/contract';

/** Why this side sends no camera or microphone. */
export type MediaProblem = 'denied' | 'no-device' | 'failed' | 'insecure';

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

function problemOf(error: unknown): MediaProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-device';
  return 'failed';
}

/**
 * The camera and microphone, or what of them can be had: without a camera the call goes on with
 * sound only; refused or missing both, it goes on receiving only, and says why.
 */
export async function openLocalMedia(choice: DeviceChoice = {}): Promise<LocalMedia> {
  const devices = navigator.mediaDevices as MediaDevices | undefined;
  // Browsers offer the camera only to secure pages (https, or localhost).
  if (!devices?.getUserMedia) return { stream: new MediaStream(), problem: isSecureContext ? 'failed' : 'insecure' };
  try {
    const stream = await devices.getUserMedia({ video: video(choice.cameraId), audio: audio(choice.microphoneId) });
    return { stream, problem: null };
  } catch (error) {
    const problem = problemOf(error);
    if (problem === 'denied') return { stream: new MediaStream(), problem };
    try {
      const stream = await devices.getUserMedia({ audio: audio(choice.microphoneId) });
      return { stream, problem: 'no-device' };
    } catch (second) {
      return { stream: new MediaStream(), problem: problemOf(second) };
    }
  }
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
  'no-device': 'No camera was found: the call goes on with sound only, if a microphone was found.',
  insecure:
    'Your browser offers the camera and microphone only to secure (https) pages: the other side cannot see or hear you.',
  failed: 'Your camera or microphone could not be started (another app may be using it).',
};
