import type { ClientToServerEvents, ServerToClientEvents } from '@plaza/contract';
import type { Server, Socket } from 'socket.io';

/** What the handshake learns and keeps on each socket (shared with other processes by the adapter). */
export interface SocketData {
  userId: string;
  /** The session of the handshake's access token: its revocation closes the socket. */
  sessionId: string;
  /** No other socket of the user was connected when this one's handshake ran. */
  firstOfUser: boolean;
}

// Server processes send each other nothing of their own: rooms and fetchSockets are enough.
type InterServerEvents = Record<string, never>;

export type PlazaIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type PlazaSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
