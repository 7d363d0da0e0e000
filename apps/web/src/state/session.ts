import type { User } from '@plaza/contract';
import { create } from 'zustand';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** Retrieval said the first user (the super admin) must still be created. */
  initialSetupRequired: boolean;
  /** Where a signed-out visitor wanted to go; they return there after signing in. */
  referrer: string | null;
  /** Set by the Sign out action, so guards send the user to /login instead of /join?next=... */
  signedOutByUser: boolean;
  /** Retrieval failed for a reason other than "not signed in" (server down, network). */
  retrievalError: string | null;

  signedIn: (user: User) => void;
  signedOut: (byUser: boolean) => void;
  initialSetupPending: () => void;
  /** The first user exists now (created here or elsewhere). */
  initialSetupDone: () => void;
  mergeUser: (changes: Partial<User>) => void;
  setReferrer: (referrer: string | null) => void;
  setRetrievalError: (text: string | null) => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  status: 'unknown',
  user: null,
  initialSetupRequired: false,
  referrer: null,
  signedOutByUser: false,
  retrievalError: null,

  signedIn: (user) =>
    set({ status: 'signedIn', user, initialSetupRequired: false, signedOutByUser: false, retrievalError: null }),
  signedOut: (byUser) => set({ status: 'signedOut', user: null, referrer: null, signedOutByUser: byUser }),
  initialSetupPending: () => set({ status: 'signedOut', user: null, initialSetupRequired: true }),
  initialSetupDone: () => set({ initialSetupRequired: false }),
  mergeUser: (changes) => set((state) => (state.user ? { user: { ...state.user, ...changes } } : {})),
  setReferrer: (referrer) => set({ referrer }),
  setRetrievalError: (text) => set({ retrievalError: text }),
}));

/** The signed-in user; use only under the authenticated guard. */
export function useCurrentUser(): User {
  const user = useSessionStore((state) => state.user);
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
