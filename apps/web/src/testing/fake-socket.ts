import type { ServerToClientEvents } from '@plaza/contract';
import { act } from '@testing-library/react';
import { useSocketStore, type PlazaSocket } from '../realtime/socket';

type Listener = (...args: never[]) => void;

/** Just enough of a socket for `useSocketEvent`: `on`, `off`, and `serverSends` to play the server. */
export class FakeSocket {
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

  serverSends<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>) {
    act(() => {
      for (const listener of this.listeners.get(event) ?? []) (listener as (...a: typeof args) => void)(...args);
    });
  }
}

/** Installs a fake socket as the tab's socket; undo with `useSocketStore.setState({ socket: null })`. */
export function installFakeSocket(): FakeSocket {
  const socket = new FakeSocket();
  // The fake implements only what the app's listeners use.
  useSocketStore.setState({ socket: socket as unknown as PlazaSocket, connected: true });
  return socket;
}
