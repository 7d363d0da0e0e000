import { TIMING } from '../../../lib/presentation';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSocketStore } from '../../../realtime/socket';
import { BOB, CARL, ME, POST_ID, aMessage } from '../testing/chat-fixture';
import { installFakeChatSocket, type FakeChatSocket } from '../testing/fake-chat-socket';
import { renderChatHook } from '../testing/render-chat-hook';
import type { ChatTarget } from './thread-types';
import { useTyping } from './use-typing';

let socket: FakeChatSocket;
beforeEach(() => {
  vi.useFakeTimers();
  socket = installFakeChatSocket();
});
afterEach(() => {
  vi.useRealTimers();
  useSocketStore.setState({ socket: null, connected: false });
});

const names = (users: { fullName: string }[]) => users.map((u) => u.fullName);
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('who is typing', () => {
  it('in a direct conversation: the other person only, cleared 2 s after their last event', () => {
    const { result } = renderChatHook(useTyping, {
      initialProps: { medium: 'direct', id: BOB.id } as ChatTarget | null,
    });
    socket.serverSends('typing', { medium: 'direct', to: ME.id, roomName: 'direct_room', user: CARL });
    socket.serverSends('typing', { medium: 'post', to: BOB.id, roomName: `post_${BOB.id}`, user: BOB });
    expect(result.current).toEqual([]);
    socket.serverSends('typing', { medium: 'direct', to: ME.id, roomName: 'direct_room', user: BOB });
    expect(names(result.current)).toEqual([BOB.fullName]);
    wait(TIMING.typingIndicatorMs - 100);
    socket.serverSends('typing', { medium: 'direct', to: ME.id, roomName: 'direct_room', user: BOB });
    wait(TIMING.typingIndicatorMs - 100);
    expect(names(result.current)).toEqual([BOB.fullName]);
    wait(100);
    expect(result.current).toEqual([]);
  });

  it('clears a person at once when their message arrives', () => {
    const { result } = renderChatHook(useTyping, {
      initialProps: { medium: 'direct', id: BOB.id } as ChatTarget | null,
    });
    socket.serverSends('typing', { medium: 'direct', to: ME.id, roomName: 'direct_room', user: BOB });
    socket.serverSends('new_message', aMessage(1, { createdBy: CARL }));
    expect(names(result.current)).toEqual([BOB.fullName]);
    socket.serverSends('new_message', aMessage(1));
    expect(result.current).toEqual([]);
  });

  it('in a post room: everyone but me typing there, each on their own clock', () => {
    const { result } = renderChatHook(useTyping, {
      initialProps: { medium: 'post', id: POST_ID } as ChatTarget | null,
    });
    socket.serverSends('typing', { medium: 'post', to: POST_ID, roomName: `post_${POST_ID}`, user: BOB });
    wait(1000);
    socket.serverSends('typing', { medium: 'post', to: POST_ID, roomName: `post_${POST_ID}`, user: CARL });
    socket.serverSends('typing', { medium: 'post', to: POST_ID, roomName: `post_${POST_ID}`, user: ME });
    socket.serverSends('typing', { medium: 'post', to: BOB.id, roomName: `post_${BOB.id}`, user: BOB });
    expect(names(result.current)).toEqual([BOB.fullName, CARL.fullName]);
    wait(TIMING.typingIndicatorMs - 1000);
    expect(names(result.current)).toEqual([CARL.fullName]);
    socket.serverSends('new_message', aMessage(2, { medium: 'post', to: POST_ID, createdBy: CARL }));
    expect(result.current).toEqual([]);
  });

  it('starts empty for another conversation, and shows nothing without one', () => {
    const { result, rerender } = renderChatHook(useTyping, {
      initialProps: { medium: 'direct', id: BOB.id } as ChatTarget | null,
    });
    socket.serverSends('typing', { medium: 'direct', to: ME.id, roomName: 'direct_room', user: BOB });
    rerender({ medium: 'direct', id: CARL.id });
    expect(result.current).toEqual([]);
    rerender(null);
    socket.serverSends('typing', { medium: 'direct', to: ME.id, roomName: 'direct_room', user: CARL });
    expect(result.current).toEqual([]);
  });
});
