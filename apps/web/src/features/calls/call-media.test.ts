import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_PROBLEM_TEXT, openLocalMedia } from './call-media';

/** A stream as the page sees it: only which kinds of track it carries matters here. */
class FakeStream {
  constructor(readonly kinds: string[] = []) {}
  getTracks() {
    return this.kinds.map((kind) => ({ kind }));
  }
}

type Device = 'present' | 'missing' | 'denied' | 'busy';

const refusal: Record<Exclude<Device, 'present'>, string> = {
  missing: 'NotFoundError',
  denied: 'NotAllowedError',
  busy: 'NotReadableError',
};

/** getUserMedia over a camera and a microphone in the given states, as Chromium answers it. */
function devices(camera: Device, microphone: Device) {
  const getUserMedia = vi.fn((constraints: MediaStreamConstraints) => {
    const wanted = [
      ...(constraints.video ? [['video', camera] as const] : []),
      ...(constraints.audio ? [['audio', microphone] as const] : []),
    ];
    const refused = wanted.find(([, state]) => state !== 'present');
    if (refused) return Promise.reject(new DOMException('refused', refusal[refused[1] as Exclude<Device, 'present'>]));
    return Promise.resolve(new FakeStream(wanted.map(([kind]) => kind)));
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}

const kindsOf = (stream: MediaStream) => stream.getTracks().map((track) => track.kind);

beforeEach(() => vi.stubGlobal('MediaStream', FakeStream));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('openLocalMedia', () => {
  it('sends camera and microphone when both start', async () => {
    devices('present', 'present');
    const media = await openLocalMedia();
    expect(media.problem).toBeNull();
    expect(kindsOf(media.stream)).toEqual(['video', 'audio']);
  });

  it('says permission was refused, and asks only once', async () => {
    const ask = devices('denied', 'denied');
    const media = await openLocalMedia();
    expect(media.problem).toBe('denied');
    expect(kindsOf(media.stream)).toEqual([]);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('goes on with sound only without a camera', async () => {
    devices('missing', 'present');
    const media = await openLocalMedia();
    expect(media.problem).toBe('no-camera');
    expect(kindsOf(media.stream)).toEqual(['audio']);
  });

  it('goes on with video only without a microphone', async () => {
    devices('present', 'missing');
    const media = await openLocalMedia();
    expect(media.problem).toBe('no-microphone');
    expect(kindsOf(media.stream)).toEqual(['video']);
  });

  it('says no device was found when there is neither', async () => {
    devices('missing', 'missing');
    const media = await openLocalMedia();
    expect(media.problem).toBe('no-device');
    expect(kindsOf(media.stream)).toEqual([]);
    expect(MEDIA_PROBLEM_TEXT[media.problem!]).toBe(
      'No camera or microphone was found: the other side cannot see or hear you.',
    );
  });

  it('says a camera that would not start failed, and keeps the microphone', async () => {
    devices('busy', 'present');
    const media = await openLocalMedia();
    expect(media.problem).toBe('failed');
    expect(kindsOf(media.stream)).toEqual(['audio']);
  });
});
