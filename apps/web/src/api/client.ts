import { describeErrorReply, type CallInput, type Endpoint, type ReplyOf } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { selectedSubdomain } from '../state/zone';
import { ApiError } from './api-error';
import { send, type Exchange, type FetchLike, type RequestParts } from './request';
import { createSessionLock, type RunLocked } from './session-lock';

export interface CallOptions {
  /** `false`: show no error toast for this call; the caller presents the error itself. */
  toast?: boolean;
  signal?: AbortSignal;
}

/** Receives every failed call once; the app installs the error policy here (spec 01 §8). */
export type ErrorHandler = (error: ApiError, endpoint: Endpoint, options: CallOptions) => void;

export interface ClientDeps {
  fetch: FetchLike;
  runLocked: RunLocked;
  /** The selected zone's subdomain, sent as App-Subdomain; null when acting as oneself. */
  subdomain: () => string | null;
  onError?: ErrorHandler;
  /**
   * Marks each completed refresh where every tab sees it. With it, a call refused for a stale
   * session is sent again under the lock only when some tab refreshed after it was first sent;
   * without it, always.
   */
  refreshMark?: { read(): string | null; set(): void };
}

/** Codes that mean "your access token is missing or stale", which a refresh can cure. */
const REFRESHABLE_CODES = new Set(['NOT_SIGNED_IN', 'INVALID_JWT']);

/**
 * Calls that start or end a session never trigger a refresh: refreshing to retry a refresh would
 * loop, a login or initial-user 401 is about the credentials sent, and logging out needs no session.
 */
const SESSION_ENDPOINTS: ReadonlySet<Endpoint> = new Set<Endpoint>([
  api.auth.refresh,
  api.auth.login,
  api.auth.initialUser,
  api.auth.logout,
]);

function wantsRefresh(endpoint: Endpoint, exchange: Exchange): boolean {
  if (exchange.status !== 401 || SESSION_ENDPOINTS.has(endpoint)) return false;
  const { code } = describeErrorReply(exchange.status, exchange.body);
  return code !== null && REFRESHABLE_CODES.has(code);
}

export function createApiClient(deps: ClientDeps) {
  let onError = deps.onError;

  const sendOnce = (endpoint: Endpoint, parts: RequestParts, signal?: AbortSignal) =>
    send(endpoint, parts, { fetch: deps.fetch, subdomain: deps.subdomain(), signal });

  /** Sends, and on a stale session refreshes once (across tabs, under the lock) and retries once. */
  async function exchange(endpoint: Endpoint, parts: RequestParts, signal?: AbortSignal): Promise<Exchange> {
    const mark = deps.refreshMark?.read();
    const first = await sendOnce(endpoint, parts, signal);
    if (!wantsRefresh(endpoint, first)) return first;
    return deps.runLocked(async () => {
      // Another tab (or call) may have refreshed while we waited for the lock: its new cookie is
      // already ours, and refreshing again would spend a rotated token and revoke the session.
      // (A visitor without a session never refreshed: one call, one refused refresh.)
      if (!deps.refreshMark || deps.refreshMark.read() !== mark) {
        const second = await sendOnce(endpoint, parts, signal);
        if (!wantsRefresh(endpoint, second)) return second;
      }
      // No caller signal: an abandoned refresh could lose the rotated cookie and end the session.
      const refreshed = await sendOnce(api.auth.refresh, {});
      if (!refreshed.ok) throw new ApiError(describeErrorReply(refreshed.status, refreshed.body));
      deps.refreshMark?.set();
      return sendOnce(endpoint, parts, signal);
    });
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    options: CallOptions = {},
  ): Promise<ReplyOf<E>> {
    try {
      const result = await exchange(endpoint, input as RequestParts, options.signal);
      if (!result.ok) throw new ApiError(describeErrorReply(result.status, result.body));
      return parseReply(endpoint, result);
    } catch (error) {
      if (error instanceof ApiError) onError?.(error, endpoint, options);
      throw error;
    }
  }

  return {
    call,
    setErrorHandler(handler: ErrorHandler | undefined) {
      onError = handler;
    },
  };
}

function parseReply<E extends Endpoint>(endpoint: E, result: Exchange): ReplyOf<E> {
  const parsed = endpoint.reply.safeParse(result.body);
  if (parsed.success) return parsed.data as ReplyOf<E>;
  console.error(`Unexpected reply from ${endpoint.method} ${endpoint.path}`, parsed.error.issues);
  throw new ApiError(describeErrorReply(result.status, null));
}

const REFRESH_MARK_KEY = 'plaza.session-refreshed';

const client = createApiClient({
  fetch: (url, init) => globalThis.fetch(url, init),
  runLocked: createSessionLock(),
  subdomain: selectedSubdomain,
  refreshMark: {
    read: () => localStorage.getItem(REFRESH_MARK_KEY),
    set: () => localStorage.setItem(REFRESH_MARK_KEY, `${Date.now()}-${Math.random()}`),
  },
});

/** Calls any endpoint of the contract: `call(api.auth.login, { body })`. */
export const call = client.call;
export const setErrorHandler = client.setErrorHandler;
