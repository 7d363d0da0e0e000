/**
 * A part of the page mounted only once something first needs it (the toast stack, the confirm
 * dialogs): the app renders it while `wanted()`, and marks it `ready` once it is mounted.
 * `request()` asks for it and resolves once it is ready, so the first toast or dialog waits for
 * its code instead of every screen loading that code up front.
 */
export interface OnDemand {
  request(): Promise<void>;
  wanted(): boolean;
  subscribe(listener: () => void): () => void;
  ready(): void;
}

export function onDemand(): OnDemand {
  let wanted = false;
  let markReady = () => {};
  const isReady = new Promise<void>((resolve) => (markReady = resolve));
  const listeners = new Set<() => void>();
  return {
    request() {
      if (!wanted) {
        wanted = true;
        listeners.forEach((listener) => listener());
      }
      return isReady;
    },
    wanted: () => wanted,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => markReady(),
  };
}
