import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@plaza/contract';
import { io, type Socket } from 'socket.io-client';
import { create } from 'zustand';

export type PlazaSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface SocketState {
  /** The tab's one socket while signed in; null otherwise. */
  socket: PlazaSocket | null;
  connected: boolean;
  /** A connection attempt of this socket failed (it keeps trying by itself). */
  failed: boolean;
}

export const useSocketStore = create<SocketState>(() => ({ socket: null, connected: false, failed: false }));

/**
 * Opens the tab's socket (once): same origin as the page, so the session cookie goes with the
 * handshake. Socket.IO reconnects by itself after a dropped connection.
 */
export function openSocket(): PlazaSocket {
  const existing = useSocketStore.getState().socket;
  if (existing) return existing;
  const socket: PlazaSocket = io({ path: SOCKET_PATH, withCredentials: true, transports: ['websocket', 'polling'] });
  socket.on('connect', () => useSocketStore.setState({ connected: true }));
  socket.on('connect_error', () => useSocketStore.setState({ failed: true }));
  socket.on('disconnect', () => useSocketStore.setState({ connected: false }));
  useSocketStore.setState({ socket });
  return socket;
}

export function closeSocket(): void {
  const { socket } = useSocketStore.getState();
  socket?.removeAllListeners();
  socket?.disconnect();
  useSocketStore.setState({ socket: null, connected: false, failed: false });
}

/** How long a read that wants the socket up first waits at most (a stalled attempt) before asking. */
const SOCKET_WAIT_MS = 15_000;

/**
 * Resolves once the tab's first connection attempt has ended: connected or failed (at once when no
 * socket is open); at the latest after SOCKET_WAIT_MS. A count that socket events keep current is read after this, so nothing sent
 * between the read and the connection is missed, and the read need not be repeated on connecting.
 */
export async function socketSettled(maxMs = SOCKET_WAIT_MS): Promise<void> {
  // The screen that reads may mount in the same commit that opens the socket: let its effects run.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const state = useSocketStore.getState();
  if (!state.socket || state.connected || state.failed) return;
  await new Promise<void>((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, maxMs);
    const unsubscribe = useSocketStore.subscribe((s) => {
      if (s.connected || s.failed || !s.socket) finish();
    });
  });
}
