import { buildPath, LIVE, type ClientToServerEvents, type Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSocketStore, type PlazaSocket } from '../../../realtime/socket';
import { useSessionStore } from '../../../state/session';
import { FakeSocket } from '../../../testing/fake-socket';
import { aPost } from '../../../testing/post-fixture';
import { renderApp } from '../../../testing/render-app';
import { stubApi } from '../../../testing/fake-api';
import type { ChatThreadProps } from '../../chat';
import { me } from '../../settings/testing/render-settings';
import { VideoPage } from './VideoPage';

// The chat pane is tested in features/chat/thread.
vi.mock('../../chat/thread/ChatThread', () => ({
  ChatThread: (props: ChatThreadProps) => <div data-testid="thread">{props.target.id}</div>,
}));

/** Plays the server's side of the live room: join_post is answered with one viewer. */
class RoomSocket extends FakeSocket {
  connected = true;
  joined: unknown[] = [];
  emit(event: keyof ClientToServerEvents, payload: unknown, ack?: (reply: unknown) => void) {
    if (event === 'join_post') {
      this.joined.push(payload);
      ack?.({ postId: (payload as { postId: string }).postId, counter: 1 });
    }
    return this;
  }
}

const live = aPost({
  title: 'Evening session',
  streaming: true,
  liveStream: true,
  videoName: LIVE.playlistName,
  media: { ...aPost().media, status: 'processing', hlsPlaylist: LIVE.playlistName, thumbnail: null },
});

let socket: RoomSocket;
beforeEach(() => {
  useSessionStore.getState().signedIn(me);
  socket = new RoomSocket();
  useSocketStore.setState({ socket: socket as unknown as PlazaSocket, connected: true });
  // Safari's native HLS: happy-dom has no Media Source Extensions for hls.js.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  useSessionStore.getState().signedOut(false);
  useSocketStore.setState({ socket: null, connected: false });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the video page of a live', () => {
  it('watches the room (one viewer, the live chat), and shows the end as soon as live_ended is heard', async () => {
    let served: Post = live;
    stubApi({
      [`GET ${buildPath(api.posts.detail.path, { postId: live.id })}`]: () => ({ body: served }),
      [`GET ${buildPath(api.posts.recommended.path, { postId: live.id })}`]: () => ({ body: { data: [] } }),
    });
    renderApp(<VideoPage />, { path: `/video/${live.id}`, pattern: '/video/:id' });
    expect(await screen.findByText('1 viewer')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    // Once on the page: the player's badge, not again under the title or in the chat's header.
    expect(screen.getAllByText(/^1 (viewer|watching)/)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
    expect(socket.joined).toEqual([{ postId: live.id }]);

    // The server has ended it; the page hears it over the socket, without asking.
    served = { ...live, streaming: false, videoName: LIVE.recordingName };
    socket.serverSends('live_ended', { postId: aPost().id });
    expect(screen.getByText('1 viewer')).toBeInTheDocument();
    socket.serverSends('live_ended', { postId: live.id });
    expect(await screen.findByText('The live has ended')).toBeInTheDocument();
    expect(screen.queryByText('1 viewer')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Live chat' })).not.toBeInTheDocument();

    // Once the recording is the video, the normal player shows (the page asks while it is processing).
    served = { ...served, media: { ...served.media, status: 'ready', hlsPlaylist: 'master.m3u8' } };
    await waitFor(() => expect(screen.getByLabelText('Video: Evening session')).toBeInTheDocument(), {
      timeout: 12_000,
    });
    expect(screen.queryByText('The live has ended')).not.toBeInTheDocument();
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  }, 20_000);

  it('of a prepared live, watches the room and starts the player when live_started is heard', async () => {
    const prepared: Post = { ...live, streaming: false, media: { ...live.media, hlsPlaylist: null } };
    let served = prepared;
    let asked = 0;
    stubApi({
      [`GET ${buildPath(api.posts.detail.path, { postId: live.id })}`]: () => {
        asked += 1;
        return { body: served };
      },
      [`GET ${buildPath(api.posts.recommended.path, { postId: live.id })}`]: () => ({ body: { data: [] } }),
    });
    renderApp(<VideoPage />, { path: `/video/${live.id}`, pattern: '/video/:id' });
    expect(await screen.findByText('The live has not started yet')).toBeInTheDocument();
    await waitFor(() => expect(socket.joined).toEqual([{ postId: live.id }]));
    const before = asked;

    served = live;
    socket.serverSends('live_started', { postId: aPost().id });
    expect(asked).toBe(before);
    socket.serverSends('live_started', { postId: live.id });
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(asked).toBe(before + 1);
    expect(screen.queryByText('The live has not started yet')).not.toBeInTheDocument();
  });
});
