import { useLayoutEffect, useRef } from 'react';

/** Within this distance of an edge counts as being at it. */
const EDGE_PX = 80;

interface Older {
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
}

interface Snapshot {
  first: string | undefined;
  last: string | undefined;
  height: number;
  top: number;
  nearBottom: boolean;
}

function measure(element: HTMLElement, snapshot: Snapshot): Snapshot {
  return {
    ...snapshot,
    height: element.scrollHeight,
    top: element.scrollTop,
    nearBottom: element.scrollHeight - element.scrollTop - element.clientHeight <= EDGE_PX,
  };
}

/**
 * The scrolling of a message log: opens at the bottom; follows new messages while the reader is
 * near the bottom (always for one's own, still sending); keeps the view steady when older
 * messages are prepended; asks for older ones near the top (or when the log does not fill its box).
 * `first`/`last` are the keys of the oldest and newest messages shown; `followLast` says the newest
 * one is the caller's own, just sent. Gives the log's ref and its scroll handler.
 */
export function useMessageScroll(
  first: string | undefined,
  last: string | undefined,
  followLast: boolean,
  older: Older,
) {
  const log = useRef<HTMLDivElement>(null);
  const snapshot = useRef<Snapshot>({ first: undefined, last: undefined, height: 0, top: 0, nearBottom: true });
  const olderRef = useRef(older);
  useLayoutEffect(() => {
    olderRef.current = older;
  });

  /** Near the top after a scroll, or (after a render) when the log does not fill its box. */
  const askOlder = (element: HTMLElement, scrolled: boolean) => {
    const { hasOlder, loadingOlder, loadOlder } = olderRef.current;
    if (!hasOlder || loadingOlder) return;
    const unfilled = element.clientHeight > 0 && element.scrollHeight <= element.clientHeight;
    if ((scrolled && element.scrollTop <= EDGE_PX) || unfilled) loadOlder();
  };

  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    const before = snapshot.current;
    if (last !== before.last) {
      if (before.last === undefined || before.nearBottom || followLast) element.scrollTop = element.scrollHeight;
    } else if (first !== before.first) {
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    }
    snapshot.current = { ...snapshot.current, first, last };
  }, [first, last, followLast]);

  // After every commit (a loader shown or gone changes the height too) the next change compares with this.
  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    snapshot.current = measure(element, snapshot.current);
    askOlder(element, false);
  });

  // Images that finish loading grow the log: stay at the bottom if the reader was there.
  useLayoutEffect(() => {
    const element = log.current;
    const content = element?.firstElementChild;
    if (!element || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (snapshot.current.nearBottom) element.scrollTop = element.scrollHeight;
      snapshot.current = measure(element, snapshot.current);
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = log.current;
    if (!element) return;
    snapshot.current = measure(element, snapshot.current);
    askOlder(element, true);
  };

  return { log, onScroll };
}
