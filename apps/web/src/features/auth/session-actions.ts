import * as api from '@plaza/contract/api';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { navigateTo } from '../../routing/navigation';
import { queryClient } from '../../api/query-client';
import { PATHS } from '../../routing/paths';
import { useSessionStore } from '../../state/session';
import { resetUiState } from '../../state/ui';
import { resetZoneState } from '../../state/zone';

let retrieval: Promise<void> | null = null;

/**
 * Who is signed in, asked once at start-up. The client refreshes a stale access token before
 * answering, so a reload long after the 15-minute access token expired keeps the user signed in.
 */
export function retrieveSession(): Promise<void> {
  retrieval ??= runRetrieval().finally(() => {
    retrieval = null;
  });
  return retrieval;
}

async function runRetrieval(): Promise<void> {
  const session = useSessionStore.getState();
  session.setRetrievalError(null);
  try {
    const user = await call(api.auth.retrieve, {});
    session.signedIn(user);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === 'INITIAL_USER_REQUIRED') session.initialSetupPending();
    // 401: no session; 403 UNAUTHORIZED_SUBDOMAIN: the error policy has already gone to /zone-not-found.
    else if (error.status === 401 || error.status === 403) session.signedOut(false);
    else session.setRetrievalError(error.info.text);
  }
}

/** Forget everything this browser holds about the session, without asking the server. */
export function signOutLocally(byUser = false): void {
  queryClient.clear();
  resetZoneState();
  resetUiState();
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signedOut(byUser);
}

/** The Sign out action: the server ends the session and clears its cookies, then we forget locally. */
export async function signOut(): Promise<void> {
  try {
    await call(api.auth.logout, { body: undefined });
  } catch {
    // Already reported by the error policy; the local sign-out below still happens.
  }
  signOutLocally(true);
  navigateTo(PATHS.login, { replace: true });
}
