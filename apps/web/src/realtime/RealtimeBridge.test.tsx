import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-socket';
import { usePresenceStore } from './presence-store';
import { RealtimeBridge } from './RealtimeBridge';
import type { PlazaSocket } from './socket';

/** The tab's socket, as the bridge opens it; `fire` plays Socket.IO's own events (connect). */
class BridgeSocket extends FakeSocket {
  fire(event: 'connect') {
    (this as unknown as { serverSends(e: string): void }).serverSends(event);
  }
}
const socket = vi.hoisted(() => ({ current: null as BridgeSocket | null }));
vi.mock(import('./socket'), async (importOriginal) => ({
  ...(await importOriginal()),
  openSocket: () => socket.current as unknown as PlazaSocket,
  closeSocket: () => undefined,
}));

const ADA = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';
const online = () => Object.keys(usePresenceStore.getState().online).sort();

beforeEach(() => {
  socket.current = new BridgeSocket();
  usePresenceStore.getState().reset();
});

describe('RealtimeBridge: presence from the socket (the spec’s bare user ids)', () => {
  it('on connecting forgets who was online, then marks each contact a presence event names', () => {
    usePresenceStore.getState().connected(BOB);
    render(<RealtimeBridge />);
    socket.current!.fire('connect');
    expect(online()).toEqual([]);
    socket.current!.serverSends('presence', ADA);
    socket.current!.serverSends('presence', BOB);
    expect(online()).toEqual([ADA, BOB]);
  });

  it('marks a contact who comes online, and one who goes with when they were last seen', () => {
    render(<RealtimeBridge />);
    socket.current!.serverSends('contact_user_connected', ADA);
    expect(online()).toEqual([ADA]);
    socket.current!.serverSends('socket_disconnected', { userId: ADA, lastOnlineDate: '2026-03-01T10:00:00.000Z' });
    expect(online()).toEqual([]);
    expect(usePresenceStore.getState().lastOnline).toEqual({ [ADA]: '2026-03-01T10:00:00.000Z' });
  });

  it('forgets everything when the signed-in layout goes', () => {
    const view = render(<RealtimeBridge />);
    socket.current!.serverSends('contact_user_connected', ADA);
    view.unmount();
    expect(online()).toEqual([]);
  });
});
