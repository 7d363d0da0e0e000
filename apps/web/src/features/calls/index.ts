export { CallBridge } from './CallBridge';
export { CallButton } from './CallButton';
// The meeting room's lobby and tiles use the calls' devices and videos.
export { openLocalMedia, stopStream, type MediaProblem } from './call-media';
export { useMediaDevices } from './use-media-devices';
export { StreamAudio, StreamVideo } from './StreamVideo';
