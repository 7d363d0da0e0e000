/** What /verify-email hands to /login in the history state: the address just verified. */
export const verifiedEmailState = (email: string) => ({ verifiedEmail: email });

export function verifiedEmailOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('verifiedEmail' in state)) return null;
  return typeof state.verifiedEmail === 'string' ? state.verifiedEmail : null;
}
