import { useSessionStore } from '../../state/session';
import { PublicLayout } from './PublicLayout';
import { ShellLayout } from './ShellLayout';

/** Public pages keep the app around them for a signed-in user, and a light frame otherwise. */
export function AdaptiveLayout() {
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  return signedIn ? <ShellLayout /> : <PublicLayout />;
}
