import { setErrorHandler } from '../api/client';
import { createErrorPolicy } from '../api/error-policy';
import { goToZoneNotFound } from '../features/zones/zone-site-actions';
import { signOutLocally } from '../features/auth/session-actions';
import { setNavigator } from '../routing/navigation';
import { router } from './router';
import { showErrorToast } from '../lib/toast';

/** Connects the router and the error policy's decisions to the real toasts, session and router. */
export function wireApp(): void {
  setNavigator((to, options) => void router.navigate(to, options));
  setErrorHandler(
    createErrorPolicy({
      toast: showErrorToast,
      signOut: () => signOutLocally(false),
      zoneNotFound: goToZoneNotFound,
    }),
  );
}
