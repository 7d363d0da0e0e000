import { useEffect, useMemo, useRef, useState } from 'react';
import { emptyThread, type ThreadData } from './thread-state';

/** What a chat pane shows of one conversation. */
export interface ThreadView {
  data: ThreadData;
  status: 'loading' | 'error' | 'ready';
  loadingOlder: boolean;
}

const initialView: ThreadView = { data: emptyThread, status: 'loading', loadingOlder: false };

/** Stable accessors of the view, for async actions. */
export interface ThreadStore {
  /** The latest view of conversation `key`, between renders; null once another is shown. */
  current(key: string): ThreadView | null;
  /** Changes the view of `key`; an answer that comes back after the pane moved on is dropped. */
  update(key: string, change: (view: ThreadView) => ThreadView): void;
}

/**
 * One conversation's view and its stable accessors: readable at once by the async actions (a ref) and rendered (state).
 * Showing another conversation starts from an empty view.
 */
export function useThreadStore(key: string): [ThreadView, ThreadStore] {
  const [state, setState] = useState({ key, view: initialView });
  const latest = useRef(state);

  useEffect(() => {
    if (latest.current.key === key) return;
    latest.current = { key, view: initialView };
    setState(latest.current);
  }, [key]);

  const store = useMemo<ThreadStore>(
    () => ({
      current: (k: string) => (latest.current.key === k ? latest.current.view : null),
      update: (k: string, change: (view: ThreadView) => ThreadView) => {
        if (latest.current.key !== k) return;
        const view = change(latest.current.view);
        if (view === latest.current.view) return;
        latest.current = { key: k, view };
        setState(latest.current);
      },
    }),
    [],
  );

  return [state.key === key ? state.view : initialView, store];
}
