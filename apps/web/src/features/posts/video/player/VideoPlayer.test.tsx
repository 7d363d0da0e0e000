import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE } from '@plaza/contract';
import { aPost } from '../../../../testing/post-fixture';
import { renderApp } from '../../../../testing/render-app';
import { VideoPlayer } from './VideoPlayer';

/** The browser's media element: `refuseSound` plays only muted, as Chrome does without a gesture. */
function fakeMedia({ refuseSound }: { refuseSound: boolean }) {
  let paused = true;
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (refuseSound && !this.muted) {
      return Promise.reject(new DOMException('play() failed because the user didn’t interact', 'NotAllowedError'));
    }
    paused = false;
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
    paused = true;
  });
  return { play, isPaused: () => paused };
}

// Still processing: the player streams the original file, without hls.js.
const post = aPost({ title: 'Oolong', media: { ...aPost().media, status: 'processing', hlsPlaylist: null } });
const show = (strict = false) =>
  renderApp(<VideoPlayer post={post} onViews={() => undefined} watching={null} />, { strict });
const video = () => screen.getByLabelText('Video: Oolong') as HTMLVideoElement;

afterEach(() => vi.restoreAllMocks());

describe('the video player', () => {
  it('autoplays with sound where the browser allows it', async () => {
    const media = fakeMedia({ refuseSound: false });
    show();
    await waitFor(() => expect(media.isPaused()).toBe(false));
    expect(video().muted).toBe(false);
    expect(screen.queryByRole('button', { name: 'Tap to unmute' })).not.toBeInTheDocument();
  });

  it('autoplays in development too, where React mounts the player twice', async () => {
    const media = fakeMedia({ refuseSound: false });
    show(true);
    await waitFor(() => expect(media.isPaused()).toBe(false));
  });

  it('autoplays muted where the browser refuses sound, and offers to unmute', async () => {
    const media = fakeMedia({ refuseSound: true });
    show();
    const unmute = await screen.findByRole('button', { name: 'Tap to unmute' });
    expect(media.isPaused()).toBe(false);
    expect(video().muted).toBe(true);
    fireEvent.click(unmute);
    expect(video().muted).toBe(false);
    expect(screen.queryByRole('button', { name: 'Tap to unmute' })).not.toBeInTheDocument();
  });

  it('pauses and plays again on a click on the picture', async () => {
    const media = fakeMedia({ refuseSound: false });
    show();
    await waitFor(() => expect(media.isPaused()).toBe(false));
    fireEvent.pointerDown(video());
    fireEvent.click(video());
    await waitFor(() => expect(media.isPaused()).toBe(true));
    fireEvent.pointerDown(video());
    fireEvent.click(video());
    await waitFor(() => expect(media.isPaused()).toBe(false));
  });

  it.each([
    // Firefox pauses on the click itself.
    { name: 'a click the browser already answered', pointerType: 'mouse', browserPauses: true, paused: true },
    { name: 'a tap, to the browser’s touch controls', pointerType: 'touch', browserPauses: false, paused: false },
  ])('leaves $name alone', async ({ pointerType, browserPauses, paused }) => {
    const media = fakeMedia({ refuseSound: false });
    show();
    await waitFor(() => expect(media.isPaused()).toBe(false));
    fireEvent.pointerDown(video(), { pointerType });
    if (browserPauses) video().pause();
    fireEvent.click(video());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(media.isPaused()).toBe(paused);
  });

  it('toggles with Space and K when focused', async () => {
    const media = fakeMedia({ refuseSound: false });
    show();
    await waitFor(() => expect(media.isPaused()).toBe(false));
    expect(video().tabIndex).toBe(0);
    fireEvent.keyDown(video(), { key: ' ' });
    expect(media.isPaused()).toBe(true);
    fireEvent.keyDown(video(), { key: 'k' });
    await waitFor(() => expect(media.isPaused()).toBe(false));
    fireEvent.keyDown(video(), { key: 'Enter' });
    expect(media.isPaused()).toBe(false);
  });
});

describe('the player of a live', () => {
  const live = aPost({
    title: 'Evening session',
    streaming: true,
    liveStream: true,
    videoName: LIVE.playlistName,
    media: { ...aPost().media, status: 'processing', hlsPlaylist: LIVE.playlistName },
  });
  /** Safari's native HLS (happy-dom has no Media Source Extensions for hls.js), its live window [0, end]. */
  function nativeHls(end: number) {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    vi.spyOn(HTMLMediaElement.prototype, 'seekable', 'get').mockImplementation(
      () => ({ length: 1, start: () => 0, end: () => end }) as unknown as TimeRanges,
    );
  }
  const liveVideo = () => screen.getByLabelText('Video: Evening session') as HTMLVideoElement;

  it('plays muted at once with the Live badge and the viewer count, and offers to unmute', async () => {
    const media = fakeMedia({ refuseSound: false });
    nativeHls(4);
    const view = renderApp(<VideoPlayer post={live} onViews={() => undefined} watching={1} />);
    await waitFor(() => expect(media.isPaused()).toBe(false));
    expect(liveVideo().muted).toBe(true);
    expect(liveVideo().src).toContain(`/${LIVE.playlistName}`);
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('1 viewer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tap to unmute' })).toBeInTheDocument();
    view.rerender(<VideoPlayer post={live} onViews={() => undefined} watching={3} />);
    expect(screen.getByText('3 viewers')).toBeInTheDocument();
  });

  it('offers "Jump to live" when behind the live edge, and jumps there', async () => {
    fakeMedia({ refuseSound: false });
    nativeHls(60);
    renderApp(<VideoPlayer post={live} onViews={() => undefined} watching={null} />);
    const jump = await screen.findByRole('button', { name: 'Jump to live' });
    fireEvent.click(jump);
    expect(liveVideo().currentTime).toBe(60 - LIVE.segmentSeconds * 3);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Jump to live' })).not.toBeInTheDocument());
  });

  it('says a prepared live has not started, and an ended one that its recording comes', () => {
    const base = { liveStream: true, streaming: false, title: 'Later' };
    const { rerender } = renderApp(
      <VideoPlayer
        post={aPost({ ...base, videoName: LIVE.playlistName, media: { ...live.media, hlsPlaylist: null } })}
        onViews={() => undefined}
        watching={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('The live has not started yet');
    rerender(
      <VideoPlayer
        post={aPost({ ...base, videoName: LIVE.recordingName, media: live.media })}
        onViews={() => undefined}
        watching={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('The live has ended');
    expect(screen.queryByLabelText('Video: Later')).not.toBeInTheDocument();
  });
});
