import { create } from 'zustand';
import { idleCall, nextCallState, type CallEvent, type CallState } from './call-machine';

interface CallStore extends CallState {
  dispatch: (event: CallEvent) => void;
}

/** This tab's call (spec 02 §4), moved only by `dispatch` through the state machine. */
export const useCallStore = create<CallStore>((set) => ({
  ...idleCall,
  dispatch: (event) => set((state) => nextCallState(state, event)),
}));

const HELD_KEY = 'plaza.call.held';

/**
 * The call this tab holds (talks in), kept per tab across a reload so that only the reloaded tab
 * takes the call back (join_call again), not the user's other tabs.
 */
export const heldCall = {
  read: (): string | null => sessionStorage.getItem(HELD_KEY),
  set: (callId: string | null) =>
    callId ? sessionStorage.setItem(HELD_KEY, callId) : sessionStorage.removeItem(HELD_KEY),
};
