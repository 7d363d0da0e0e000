import type { Call, CallEnded, CallUser } from '@plaza/contract';
import { create } from 'zustand';

/** What the always-loaded part hands to the call feature, which is fetched on demand. */
export type CallNews =
  | { type: 'started'; call: Call }
  | { type: 'ended'; call: CallEnded }
  /** GET /call's answer on (re)connecting: the call now, or null. */
  | { type: 'current'; call: Call | null }
  | { type: 'dial'; user: CallUser };

interface CallInbox {
  /** The call feature was needed once (a call rang, or the user placed one): it is loaded and mounted. */
  wanted: boolean;
  /** News not yet taken by the call feature (it takes them once mounted, then as they come). */
  queue: CallNews[];
  /** This tab is in a call (ringing or talking): call buttons are disabled. */
  busy: boolean;
}

export const useCallInbox = create<CallInbox>(() => ({ wanted: false, queue: [], busy: false }));

export function postCallNews(news: CallNews): void {
  useCallInbox.setState((s) => ({ wanted: true, queue: [...s.queue, news] }));
}

/** Empties the queue and returns what was in it, oldest first. */
export function takeCallNews(): CallNews[] {
  const { queue } = useCallInbox.getState();
  if (queue.length > 0) useCallInbox.setState({ queue: [] });
  return queue;
}
