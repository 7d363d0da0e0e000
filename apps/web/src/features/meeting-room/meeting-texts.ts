import type { MediaProblem } from '../calls';
import type { ClosedReason } from './meeting-session';

/** What the room says when the camera or microphone cannot be used (the meeting goes on without them). */
export const MEETING_MEDIA_PROBLEM: Record<MediaProblem, string> = {
  denied:
    'Plaza may not use your camera or microphone. Allow them in your browser’s site settings and reload; you can still join to watch and listen.',
  'no-camera': 'No camera was found: you join with sound only.',
  'no-microphone': 'No microphone was found: the others can see you but cannot hear you.',
  'no-device': 'No camera or microphone was found: you can still join to watch and listen.',
  insecure: 'Your browser offers the camera and microphone only to secure (https) pages.',
  failed: 'Your camera or microphone could not be started (another app may be using it).',
};

/** Why the room closed, as the page says it. */
export const CLOSED_TEXT: Record<ClosedReason, { title: string; text: string }> = {
  ended: { title: 'The meeting has ended', text: 'The host ended this meeting for everyone.' },
  removed: { title: 'You were removed', text: 'The host removed you from this meeting.' },
  replaced: { title: 'You joined from another tab', text: 'This meeting goes on in your other tab.' },
  media_lost: {
    title: 'The meeting was interrupted',
    text: 'The media server stopped. Join again to continue.',
  },
  left: { title: 'You left the meeting', text: 'Join again whenever you like.' },
};

export const NOT_FOUND_TEXT = {
  title: 'Meeting not found',
  text: 'This meeting does not exist, or you are not invited to it. Ask the host for a join link.',
};
