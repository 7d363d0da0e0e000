import { buildPath, LIVE, POST, type Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../../lib/presentation';
import { useSocketStore } from '../../../realtime/socket';
import { stubApi, type FakeCall } from '../../../testing/fake-api';
import { installFakeSocket } from '../../../testing/fake-socket';
import { aPost } from '../../../testing/post-fixture';
import { renderApp } from '../../../testing/render-app';
import { GoLiveDialog } from './GoLiveDialog';

const rtmpUrl = 'rtmp://plaza.test:1935/live';
const route = (endpoint: { method: string; path: string }, params?: Record<string, string>) =>
  `${endpoint.method} ${buildPath(endpoint.path, params)}`;

/** The server: no channels followed, a stream key or not, and the prepared post, live once `goesLive()`. */
function stubServer({ hasStreamKey }: { hasStreamKey: boolean }) {
  const post = aPost({ liveStream: true, streaming: false, videoName: LIVE.playlistName });
  let prepared: Post = post;
  const calls = stubApi({
    [route(api.userChannels.listAll)]: () => ({ body: [] }),
    [route(api.streaming.settings)]: () => ({
      body: { rtmpUrl, hasStreamKey, keyframeIntervalSeconds: 2, livePostId: null },
    }),
    [route(api.streaming.prepareLive)]: (call: FakeCall) => {
      prepared = { ...post, ...(call.body as { title: string; description: string }) };
      return { body: prepared };
    },
    [route(api.posts.detail, { postId: post.id })]: () => ({ body: prepared }),
  });
  return { calls, postId: post.id, goesLive: () => (prepared = { ...prepared, streaming: true }) };
}

const title = () => screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
const prepareButton = () => screen.getByRole('button', { name: 'Prepare live' }) as HTMLButtonElement;

beforeEach(() => {
  // happy-dom has no FontFaceSet; the autosizing description listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSocketStore.setState({ socket: null, connected: false });
});

const detailAsks = (calls: FakeCall[], postId: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === route(api.posts.detail, { postId })).length;

function open() {
  const onClose = vi.fn();
  renderApp(<GoLiveDialog onClose={onClose} selectedChannelId={null} selectedZoneId={null} />, { path: '/' });
  return { onClose };
}

describe('the Go live dialog', () => {
  it('prepares the live with the upload’s fields, says what to do next, and turns live when the server says it started', async () => {
    const server = stubServer({ hasStreamKey: true });
    const socket = installFakeSocket();
    open();
    expect(prepareButton().disabled).toBe(true);
    fireEvent.change(title(), { target: { value: 'Evening session' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Chords' } });
    fireEvent.click(screen.getByRole('switch', { name: /^Public/ }));
    expect(screen.getByText('Only you can see this live.')).toBeInTheDocument();
    fireEvent.click(prepareButton());

    expect(await screen.findByText('Waiting for your stream…')).toBeInTheDocument();
    const sent = server.calls.find((c) => `${c.method} ${c.path}` === route(api.streaming.prepareLive));
    expect(sent?.body).toEqual({ title: 'Evening session', description: 'Chords', channelId: '', public: false });
    expect(await screen.findByDisplayValue(rtmpUrl)).toBeInTheDocument();
    expect(screen.getByText(/Use your stream key/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the post' })).toBeInTheDocument();

    // Connected, the dialog asks for the post once and then waits for the server's word.
    const asked = detailAsks(server.calls, server.postId);
    expect(asked).toBe(1);
    server.goesLive();
    socket.serverSends('live_started', { postId: '00000000-0000-4000-8000-000000000000' });
    socket.serverSends('live_started', { postId: server.postId });
    expect(await screen.findByText('You are live')).toBeInTheDocument();
    expect(detailAsks(server.calls, server.postId)).toBe(asked + 1);
    expect(screen.getByRole('link', { name: 'Watch your live' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/video\//),
    );
  });

  it('asks for the post now and then only while the socket is down, and once more when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = stubServer({ hasStreamKey: true });
    installFakeSocket();
    useSocketStore.setState({ connected: false });
    open();
    fireEvent.change(title(), { target: { value: 'Evening session' } });
    fireEvent.click(prepareButton());
    expect(await screen.findByText('Waiting for your stream…')).toBeInTheDocument();
    await waitFor(() => expect(detailAsks(server.calls, server.postId)).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(TIMING.goLiveFallbackPollMs));
    await waitFor(() => expect(detailAsks(server.calls, server.postId)).toBe(2));

    server.goesLive();
    act(() => useSocketStore.setState({ connected: true }));
    expect(await screen.findByText('You are live')).toBeInTheDocument();
    expect(detailAsks(server.calls, server.postId)).toBe(3);
  });

  it('sends a member without a stream key to Settings › Streaming', async () => {
    stubServer({ hasStreamKey: false });
    open();
    fireEvent.change(title(), { target: { value: 'First live' } });
    fireEvent.click(prepareButton());
    expect(await screen.findByText(/You have no stream key yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings › Streaming' })).toHaveAttribute('href', '/settings/streaming');
  });

  it('shows the contract’s message for a description too long, and sends nothing', async () => {
    const server = stubServer({ hasStreamKey: true });
    open();
    fireEvent.change(title(), { target: { value: 'Too much' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'x'.repeat(POST.descriptionMax + 1) },
    });
    fireEvent.click(prepareButton());
    expect(
      await screen.findByText(`Description: Please enter up to ${POST.descriptionMax} characters long`),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(false));
  });
});
