import { setErrorHandler } from '../api/client';
import { createErrorPolicy } from '../api/error-policy';
import { goToZoneNotFound } from '../features/zones/zone-site-actions';
import { signOutLocally } from '../features/auth/session-actions';
import { showErrorToast } from '../lib/toast';

/** Connects the error policy's decisions to the real toasts, session and router. */
export function wireApp(): void {
  setErrorHandler(
    createErrorPolicy({
      toast: showErrorToast,
      signOut: () => signOutLocally(false),
      zoneNotFound: goToZoneNotFound,
    }),
  );
}
