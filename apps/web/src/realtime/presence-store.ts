import { create } from 'zustand';

interface PresenceState {
  /** Contacts online now, by user id. */
  online: Record<string, true>;
  /** When a contact went offline during this visit (ISO), by user id. */
  lastOnline: Record<string, string>;
  setOnline: (userIds: readonly string[]) => void;
  connected: (userId: string) => void;
  disconnected: (userId: string, lastOnlineDate: string) => void;
  reset: () => void;
}

/** Who of the caller's contacts is online: filled by the socket (RealtimeBridge), read anywhere. */
export const usePresenceStore = create<PresenceState>((set) => ({
  online: {},
  lastOnline: {},
  setOnline: (userIds) => set({ online: Object.fromEntries(userIds.map((id) => [id, true as const])) }),
  connected: (userId) => set((s) => ({ online: { ...s.online, [userId]: true } })),
  disconnected: (userId, lastOnlineDate) =>
    set((s) => {
      const online = { ...s.online };
      delete online[userId];
      return { online, lastOnline: { ...s.lastOnline, [userId]: lastOnlineDate } };
    }),
  reset: () => set({ online: {}, lastOnline: {} }),
}));

/**
 * Whether a contact is online. `fallback` is what the server said when the list was loaded; the
 * socket's live events win once any arrived.
 */
export function useIsOnline(userId: string, fallback = false): boolean {
  return usePresenceStore((s) => (s.online[userId] ? true : s.lastOnline[userId] ? false : fallback));
}

/** The last time a contact was online: live if they left during this visit, else `fallback`. */
export function useLastOnline(userId: string, fallback: string | null): string | null {
  return usePresenceStore((s) => s.lastOnline[userId] ?? fallback);
}
