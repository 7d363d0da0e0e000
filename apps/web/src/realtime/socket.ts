import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@plaza/contract';
import { io, type Socket } from 'socket.io-client';
import { create } from 'zustand';

export type PlazaSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface SocketState {
  /** The tab's one socket while signed in; null otherwise. */
  socket: PlazaSocket | null;
  connected: boolean;
}

export const useSocketStore = create<SocketState>(() => ({ socket: null, connected: false }));

/**
 * Opens the tab's socket (once): same origin as the page, so the session cookie goes with the
 * handshake. Socket.IO reconnects by itself after a dropped connection.
 */
export function openSocket(): PlazaSocket {
  const existing = useSocketStore.getState().socket;
  if (existing) return existing;
  const socket: PlazaSocket = io({ path: SOCKET_PATH, withCredentials: true, transports: ['websocket', 'polling'] });
  socket.on('connect', () => useSocketStore.setState({ connected: true }));
  socket.on('disconnect', () => useSocketStore.setState({ connected: false }));
  useSocketStore.setState({ socket });
  return socket;
}

export function closeSocket(): void {
  const { socket } = useSocketStore.getState();
  socket?.removeAllListeners();
  socket?.disconnect();
  useSocketStore.setState({ socket: null, connected: false });
}
