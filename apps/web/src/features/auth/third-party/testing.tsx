import { notifications } from '@mantine/notifications';
import { buildPath } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { vi } from 'vitest';
import { setErrorHandler } from '../../../api/client';
import { createErrorPolicy } from '../../../api/error-policy';
import { showErrorToast } from '../../../lib/toast';
import { PATHS } from '../../../routing/paths';
import { LocationProbe } from '../../../testing/LocationProbe';
import { renderApp } from '../../../testing/render-app';
import { CompleteProfilePage } from './CompleteProfilePage';
import { ThirdPartyReturnPage } from './ThirdPartyReturnPage';
import { testUser } from '../../../testing/users';

export const ada = testUser;

/** `METHOD /path` keys for the fake API of src/testing/fake-api.ts, built from the contract. */
export const LOGIN_GOOGLE = `POST ${buildPath(api.thirdParty.login.path, { provider: 'google' })}`;
export const LOGIN_APPLE = `POST ${buildPath(api.thirdParty.login.path, { provider: 'apple' })}`;
export const COMPLETE = `POST ${api.thirdParty.completeProfile.path}`;
export const PROVIDERS = `GET ${api.thirdParty.providers.path}`;
export const NAME_CHECK = `POST ${api.user.userNameCheck.path}`;

/** The third-party pages in StrictMode (as in dev); /login is a probe that shows the address. */
export function renderThirdParty(path: string, state?: unknown) {
  const routes = [
    { path: PATHS.thirdPartyReturn, element: <ThirdPartyReturnPage /> },
    { path: PATHS.completeProfile, element: <CompleteProfilePage /> },
    { path: PATHS.login, element: <LocationProbe /> },
  ];
  return renderApp(null, { path, state, routes, strict: true });
}

/**
 * The error policy as the app wires it, with real toasts; returns the unwiring. The same toast twice
 * shows once on screen, so tests count the error toasts asked for instead.
 */
export function wireErrorToasts() {
  notifications.clean();
  const shown = vi.spyOn(notifications, 'show');
  setErrorHandler(
    createErrorPolicy({ toast: showErrorToast, signOut: () => undefined, zoneNotFound: () => undefined }),
  );
  /** How many error toasts were asked for (with this text, when given). */
  const errorToasts = (text?: string) =>
    shown.mock.calls.filter(([toast]) => toast.color === 'red' && (text === undefined || toast.message === text))
      .length;
  const unwire = () => {
    setErrorHandler(undefined);
    shown.mockRestore();
  };
  return { errorToasts, unwire };
}
