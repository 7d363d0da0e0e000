import type { ClientToServerEvents } from '@plaza/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSocketStore, type PlazaSocket } from '../../../../realtime/socket';
import type { ChatThreadProps } from '../../../chat';
import { FakeSocket } from '../../../../testing/fake-socket';
import { me } from '../../../settings/testing/render-settings';
import { useSessionStore } from '../../../../state/session';
import { PostLiveChat } from './PostLiveChat';
import { usePostRoom } from './use-post-room';
import { renderApp } from '../../../../testing/render-app';

// The pane itself is tested in features/chat/thread; here only what the live room adds around it.
vi.mock('../../../chat/thread/ChatThread', () => ({
  ChatThread: (props: ChatThreadProps) => (
    <div data-testid="thread">{`${props.target.medium}:${props.target.id}:${String(props.canSend)}`}</div>
  ),
}));

const POST = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

type Emitted = { event: keyof ClientToServerEvents; payload: unknown };

/** Plays the server: records what the tab emits and answers join_post with `counter`. */
class RoomSocket extends FakeSocket {
  connected = true;
  emitted: Emitted[] = [];
  counter = 3;

  emit(event: keyof ClientToServerEvents, payload: unknown, ack?: (reply: unknown) => void) {
    this.emitted.push({ event, payload });
    if (event === 'join_post') ack?.({ postId: (payload as { postId: string }).postId, counter: this.counter });
    return this;
  }
}

function install(): RoomSocket {
  const socket = new RoomSocket();
  // The fake implements only what the live room uses.
  useSocketStore.setState({ socket: socket as unknown as PlazaSocket, connected: true });
  return socket;
}

/** The chat as the video page shows it, in the room the page watches (whose count the player shows). */
function WatchedChat({ postId }: { postId: string }) {
  const watching = usePostRoom(postId);
  return (
    <>
      <PostLiveChat postId={postId} />
      {watching !== null && <output>{watching} watching</output>}
    </>
  );
}
const show = (postId = POST) => renderApp(<WatchedChat postId={postId} />);

beforeEach(() => useSessionStore.getState().signedIn(me));
afterEach(() => {
  useSessionStore.getState().signedOut(false);
  useSocketStore.setState({ socket: null, connected: false });
});

describe('the live chat of a post', () => {
  it('joins the room and follows its count, which the chat itself does not repeat', () => {
    const socket = install();
    show();
    expect(screen.getByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
    expect(screen.getByTestId('thread').textContent).toBe(`post:${POST}:true`);
    expect(socket.emitted).toEqual([{ event: 'join_post', payload: { postId: POST } }]);
    expect(screen.getByText('3 watching')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Live chat' })).queryByText(/watching|viewer/)).toBeNull();
    socket.serverSends('stream_viewer_count_change', { postId: POST, counter: 5 });
    expect(screen.getByText('5 watching')).toBeInTheDocument();
    socket.serverSends('stream_viewer_count_change', { postId: OTHER, counter: 9 });
    expect(screen.getByText('5 watching')).toBeInTheDocument();
  });

  it('joins again after every reconnect, without a leave for the dropped socket', () => {
    const socket = install();
    show();
    socket.connected = false;
    act(() => useSocketStore.setState({ connected: false }));
    socket.connected = true;
    socket.counter = 4;
    act(() => useSocketStore.setState({ connected: true }));
    expect(socket.emitted.map((sent) => sent.event)).toEqual(['join_post', 'join_post']);
    expect(screen.getByText('4 watching')).toBeInTheDocument();
  });

  it('leaves the room when the page goes', () => {
    const socket = install();
    const { unmount } = show();
    unmount();
    expect(socket.emitted.at(-1)).toEqual({ event: 'leave_post', payload: { postId: POST } });
  });

  it('is not there for a signed-out visitor', () => {
    useSessionStore.getState().signedOut(false);
    show();
    expect(screen.queryByRole('heading', { name: 'Live chat' })).not.toBeInTheDocument();
  });

  it('shows no count until the room answers', () => {
    show();
    expect(screen.getByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
    expect(screen.queryByText(/watching/)).not.toBeInTheDocument();
  });
});
