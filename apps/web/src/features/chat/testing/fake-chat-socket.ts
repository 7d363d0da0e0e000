import type { ServerToClientEvents } from '@plaza/contract';
import { act } from '@testing-library/react';
import { useSocketStore, type PlazaSocket } from '../../../realtime/socket';

type Listener = (...args: never[]) => void;
type Ack = (error: Error | null, reply?: unknown) => void;

/** One event the tab sent: its payload, and for an acknowledged one the wait and the callback. */
export interface Emitted {
  event: string;
  payload: unknown;
  timeoutMs?: number;
  ack?: Ack;
}

/**
 * The part of a Socket.IO client socket chat uses: listeners, `emit`, `timeout(ms).emit` with an
 * acknowledgement, `connected`. The test plays the server: `serverSends`, `answer`, `expire`.
 */
export class FakeChatSocket {
  connected = true;
  readonly emitted: Emitted[] = [];
  private listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload?: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }

  timeout(timeoutMs: number) {
    return {
      emit: (event: string, payload: unknown, ack: Ack) => {
        this.emitted.push({ event, payload, timeoutMs, ack });
      },
    };
  }

  sent(event: string): Emitted[] {
    return this.emitted.filter((e) => e.event === event);
  }

  /** Acknowledges the last `event` sent. */
  answer(event: string, reply: unknown) {
    const last = this.sent(event).at(-1);
    if (!last?.ack) throw new Error(`no ${event} waits for an answer`);
    const ack = last.ack;
    act(() => ack(null, reply));
  }

  /** The last `event` sent waited in vain. */
  expire(event: string) {
    const last = this.sent(event).at(-1);
    if (!last?.ack) throw new Error(`no ${event} waits for an answer`);
    const ack = last.ack;
    act(() => ack(new Error('operation has timed out')));
  }

  serverSends<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>) {
    act(() => {
      for (const listener of this.listeners.get(event) ?? []) (listener as (...a: typeof args) => void)(...args);
    });
  }

  /** The connection drops, or comes back. */
  setConnected(connected: boolean) {
    this.connected = connected;
    act(() => useSocketStore.setState({ connected }));
  }
}

export function installFakeChatSocket(): FakeChatSocket {
  const socket = new FakeChatSocket();
  // The fake implements only what chat uses.
  useSocketStore.setState({ socket: socket as unknown as PlazaSocket, connected: true });
  return socket;
}
