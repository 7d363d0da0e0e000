import { safeLocalPath } from '@plaza/contract';
import { NEXT_PARAM, PATHS, to } from './paths';

/**
 * Route guarding of spec 01 §2 as pure decisions, so they can be tested without a browser.
 * - public: anyone (support pages, API docs, not-found, zone-not-found, invite, and
 *   /reset-password/{token}: spec 01 lists it as authenticated, but its link is followed signed out).
 * - publicOnly: sign-in and sign-up pages; a signed-in user is sent to the referrer or /.
 * - authenticated: the app; a signed-out visitor goes to /join?next=<requested location>.
 * - initialSetup: /initialize-user, open only while the first user has not been created.
 */
export type RouteAccess = 'public' | 'publicOnly' | 'authenticated' | 'initialSetup';

export interface GuardState {
  status: 'unknown' | 'signedIn' | 'signedOut';
  initialSetupRequired: boolean;
  /** Where a signed-out visitor wanted to go, saved when they were sent to sign in. */
  referrer: string | null;
  /** The user pressed Sign out: go to /login rather than asking them to come back here. */
  signedOutByUser: boolean;
}

export interface GuardLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'render' }
  /** `referrer`: the location to remember, so the user comes back to it after signing in. */
  | { kind: 'redirect'; to: string; referrer?: string };

const RENDER: GuardDecision = { kind: 'render' };
const redirect = (path: string): GuardDecision => ({ kind: 'redirect', to: path });

export function decideRoute(access: RouteAccess, state: GuardState, location: GuardLocation): GuardDecision {
  // Until retrieval answers, any page could be the wrong one (even public pages pick their frame by it).
  if (state.status === 'unknown') return { kind: 'wait' };
  if (state.initialSetupRequired) {
    return access === 'initialSetup' ? RENDER : redirect(PATHS.initializeUser);
  }
  const signedIn = state.status === 'signedIn';
  switch (access) {
    case 'public':
      return RENDER;
    case 'initialSetup':
      return redirect(signedIn ? returnTarget(state, location) : PATHS.login);
    case 'publicOnly':
      return signedIn ? redirect(returnTarget(state, location)) : RENDER;
    case 'authenticated': {
      if (signedIn) return RENDER;
      if (state.signedOutByUser) return redirect(PATHS.login);
      const requested = locationToText(location);
      return { kind: 'redirect', to: to.join(requested), referrer: requested };
    }
  }
}

/** After sign-in: the `next` of /join, else the saved referrer, else home. */
export function returnTarget(state: Pick<GuardState, 'referrer'>, location: GuardLocation): string {
  const next = new URLSearchParams(location.search).get(NEXT_PARAM);
  return safeLocalPath(next) ?? safeLocalPath(state.referrer) ?? PATHS.home;
}

export function locationToText(location: GuardLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
