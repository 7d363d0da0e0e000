import type { ServerToClientEvents } from '@plaza/contract';
import { useEffect, useRef } from 'react';
import { useSocketStore } from './socket';

/**
 * Runs `handler` for each `event` the server sends while the component is mounted. The latest
 * handler is always used, so callers need not memoise it.
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useSocketStore((s) => s.socket);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: typeof args) => void)(...args)) as ServerToClientEvents[E];
    // socket.io-client's typed `on` cannot relate a generic event to its listener; the cast is the bridge.
    const on = socket.on.bind(socket) as (e: E, l: ServerToClientEvents[E]) => void;
    const off = socket.off.bind(socket) as (e: E, l: ServerToClientEvents[E]) => void;
    on(event, listener);
    return () => off(event, listener);
  }, [socket, event]);
}
