import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
const show = (strict = false) => renderApp(<VideoPlayer post={post} onViews={() => undefined} />, { strict });
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
