import type { ApiErrorInfo, Endpoint, ErrorCode } from '@plaza/contract';
import type { CallOptions, ErrorHandler } from './client';

/** Whether `endpoint` keeps `code` quiet (`quiet-errors.ts`). */
export type QuietCheck = (endpoint: Endpoint, code: ErrorCode) => boolean;

/**
 * Spec 01 §8, the one place that decides what a failed call does to the screen. Callers still get
 * the error (to show field messages or navigate), but never toast it themselves.
 */
export type ErrorAction =
  { kind: 'toast'; text: string } | { kind: 'signOut' } | { kind: 'zoneNotFound' } | { kind: 'none' };

/** The session is gone: sign out quietly; the route guards take the user to sign-in. */
const SESSION_ENDED: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['NOT_SIGNED_IN', 'INVALID_REFRESH_TOKEN']);

/** Codes whose text the screen shows in place (the zone form puts it under the address field). */
const SHOWN_IN_PLACE: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['ZONE_SUBDOMAIN_ALREADY_EXIST']);

const NONE: ErrorAction = { kind: 'none' };

/** Without `isQuiet`, a toast that the endpoint's quiet codes might still silence stays a toast. */
export function decideErrorAction(
  info: ApiErrorInfo,
  endpoint: Endpoint,
  options: Pick<CallOptions, 'toast'> = {},
  isQuiet?: QuietCheck,
): ErrorAction {
  const { code } = info;
  if (code && SESSION_ENDED.has(code)) return { kind: 'signOut' };
  if (code === 'UNAUTHORIZED_SUBDOMAIN') return { kind: 'zoneNotFound' };
  if (code && SHOWN_IN_PLACE.has(code)) return NONE;
  if (code && isQuiet?.(endpoint, code)) return NONE;
  if (options.toast === false) return NONE;
  return { kind: 'toast', text: info.text };
}

export interface ErrorEffects {
  toast: (text: string) => void;
  signOut: () => void;
  zoneNotFound: () => void;
}

export function applyErrorAction(action: ErrorAction, effects: ErrorEffects): void {
  switch (action.kind) {
    case 'toast':
      effects.toast(action.text);
      return;
    case 'signOut':
      effects.signOut();
      return;
    case 'zoneNotFound':
      effects.zoneNotFound();
      return;
    case 'none':
      return;
  }
}

/**
 * The table of quiet codes names endpoints of every feature: it loads with the first toast that
 * it might silence, so the first screen does not carry them (signing out needs no table).
 */
const loadQuietCheck = (): Promise<QuietCheck> => import('./quiet-errors').then((module) => module.isQuiet);

export function createErrorPolicy(effects: ErrorEffects, loadQuiet = loadQuietCheck): ErrorHandler {
  return (error, endpoint, options) => {
    const action = decideErrorAction(error.info, endpoint, options);
    if (action.kind !== 'toast' || !error.info.code) return applyErrorAction(action, effects);
    void loadQuiet().then((isQuiet) =>
      applyErrorAction(decideErrorAction(error.info, endpoint, options, isQuiet), effects),
    );
  };
}
