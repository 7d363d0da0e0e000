import { isSocketError, SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@plaza/contract';
import { io, type Socket } from 'socket.io-client';
import type { TestClient } from '../support/client.js';
import { TEST_APP_URL, type TestServer } from '../support/server.js';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface Received {
  event: string;
  payload: unknown;
}

/** How long a test waits for an acknowledgement before it fails. */
export const ACK_WAIT_MS = 5000;

/** A connected test socket that records every event it receives. */
export interface Tab {
  socket: ClientSocket;
  /** Every event so far, in order of arrival. */
  log: Received[];
  /** The payloads of one event received so far. */
  all<E extends EventName>(event: E): Payload<E>[];
  /** The next (or an already received, not yet taken) event of this name. */
  next<E extends EventName>(event: E, match?: (payload: Payload<E>) => boolean): Promise<Payload<E>>;
  /**
   * Asks which contacts are online (send_presence without a contact, acknowledged with the list).
   * Also a barrier: anything the server sent this tab before handling the request has arrived by
   * the time the answer does.
   */
  presence(): Promise<string[]>;
  close(): void;
}

export interface SocketOptions {
  cookie?: string;
  origin?: string;
  token?: string;
}

/** The cookie header a signed-in test client sends. */
export const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

function open(server: { baseUrl: string }, options: SocketOptions): ClientSocket {
  const headers: Record<string, string> = { origin: options.origin ?? TEST_APP_URL };
  if (options.cookie) headers.cookie = options.cookie;
  return io(server.baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: headers,
    auth: options.token ? { token: options.token } : {},
    forceNew: true,
    reconnection: false,
  });
}

/** Opens a socket that must be refused; answers the connect_error's message. */
export function refusal(server: TestServer, options: SocketOptions): Promise<string> {
  const socket = open(server, options);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => {
      socket.disconnect();
      reject(new Error('the socket was accepted'));
    });
    socket.on('connect_error', (error) => {
      socket.disconnect();
      resolve(error.message);
    });
  });
}

/** Opens a socket as the signed-in client (its cookies) and waits until it is connected. */
export async function connect(server: { baseUrl: string }, client: TestClient | SocketOptions): Promise<Tab> {
  const options = 'cookies' in client ? { cookie: cookieOf(client) } : client;
  const socket = open(server, options);
  const log: Received[] = [];
  const taken = new Set<number>();
  const waiters: (() => void)[] = [];
  socket.onAny((event: string, payload: unknown) => {
    log.push({ event, payload });
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });

  function find<E extends EventName>(event: E, match: (payload: Payload<E>) => boolean): Payload<E> | undefined {
    const index = log.findIndex((r, i) => !taken.has(i) && r.event === event && match(r.payload as Payload<E>));
    if (index < 0) return undefined;
    taken.add(index);
    return log[index]!.payload as Payload<E>;
  }

  const tab: Tab = {
    socket,
    log,
    all: (event) => log.filter((r) => r.event === event).map((r) => r.payload as never),
    next(event, match = () => true) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find(event, match);
          if (found !== undefined) return resolve(found);
          if (socket.disconnected) return reject(new Error(`the socket closed before ${event}`));
          waiters.push(check);
        };
        check();
      });
    },
    async presence() {
      const answer = await socket.timeout(ACK_WAIT_MS).emitWithAck('send_presence', null);
      if (isSocketError(answer)) throw new Error(`send_presence refused: ${JSON.stringify(answer)}`);
      return [...answer].sort();
    },
    close: () => socket.disconnect(),
  };
  return tab;
}

/** The reason the socket closes for, once it does; a close the client asked for is a failure. */
export function closedByServer(tab: Tab): Promise<string> {
  return new Promise((resolve, reject) => {
    if (tab.socket.disconnected) return reject(new Error('the socket was already closed'));
    tab.socket.once('disconnect', (reason) => {
      if (reason === 'io client disconnect') reject(new Error('the test closed the socket itself'));
      else resolve(reason);
    });
  });
}

/** Makes two users contacts: one row per side, as the contacts feature stores them. */
export async function makeContacts(server: Pick<TestServer, 'db'>, a: string, b: string): Promise<void> {
  await server.db
    .insertInto('contacts')
    .values([
      { user_id: a, contact_user_id: b },
      { user_id: b, contact_user_id: a },
    ])
    .execute();
}
