import { API_VERSION, defineEndpoint, type Endpoint } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { createApiClient, type ClientDeps } from './client';
import type { FetchLike } from './request';
import { SESSION_LOCK_NAME, createSessionLock } from './session-lock';

const user = {
  id: '0b9f5c1e-6a51-4c1e-9d8e-2f1f3a4b5c6d',
  fullName: 'Ada Lovelace',
  userName: 'ada_lovelace',
  email: 'ada@example.com',
  displayPhoto: null,
  isSuperAdmin: true,
  emailVerified: true,
  createdOn: '2025-01-01T10:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const failure = (status: number, code: string) => json(status, { statusCode: status, message: code, error: 'x' });

/** A fake network: answers from a script, and records every request as "METHOD url". */
function fakeFetch(...replies: Array<Response | Error>) {
  const requests: string[] = [];
  const inits: RequestInit[] = [];
  const fetch: FetchLike = async (url, init) => {
    requests.push(`${init.method} ${url}`);
    inits.push(init);
    const reply = replies.shift();
    if (!reply) throw new Error(`Unexpected request ${init.method} ${url}`);
    if (reply instanceof Error) throw reply;
    return reply;
  };
  return { fetch, requests, inits };
}

function clientWith(fetch: FetchLike, extra: Partial<ClientDeps> = {}) {
  const onError = vi.fn();
  const client = createApiClient({
    fetch,
    runLocked: createSessionLock(undefined),
    subdomain: () => null,
    onError,
    ...extra,
  });
  return { ...client, onError };
}

const RETRIEVE = 'POST /v1/auth/retrieve';
const REFRESH = 'POST /v1/auth/refresh';

describe('call', () => {
  it('sends JSON with the cookies and returns the parsed reply', async () => {
    const net = fakeFetch(json(200, { accessToken: 'a', refreshToken: 'r', user }));
    const { call } = clientWith(net.fetch);
    const reply = await call(api.auth.login, { body: { emailOrUserName: 'ada', password: 'secret1' } });
    expect(reply.user.fullName).toBe('Ada Lovelace');
    expect(net.requests).toEqual(['POST /v1/auth/login']);
    expect(net.inits[0]).toMatchObject({
      credentials: 'include',
      body: JSON.stringify({ emailOrUserName: 'ada', password: 'secret1' }),
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('fills path parameters and the query string from the declaration', async () => {
    const thing: Endpoint = defineEndpoint({
      method: 'GET',
      path: '/things/:id',
      summary: 'test',
      tag: 'test',
      access: 'user',
      params: z.object({ id: z.string() }),
      query: z.object({ limit: z.number(), tag: z.array(z.string()), skip: z.number().optional() }),
      reply: z.object({ ok: z.boolean() }),
    });
    const net = fakeFetch(json(200, { ok: true }));
    const { call } = clientWith(net.fetch);
    await call(thing, { params: { id: 'a b' }, query: { limit: 5, tag: ['x', 'y'], skip: undefined } });
    expect(net.requests).toEqual(['GET /v1/things/a%20b?limit=5&tag=x&tag=y']);
    expect(net.inits[0]?.body).toBeUndefined();
  });

  it('sends App-Subdomain only while a zone is selected', async () => {
    const net = fakeFetch(json(200, user), json(200, user));
    let zone: string | null = 'cats';
    const { call } = clientWith(net.fetch, { subdomain: () => zone });
    await call(api.auth.retrieve, {});
    zone = null;
    await call(api.auth.retrieve, {});
    expect(net.inits[0]?.headers).toMatchObject({ 'App-Subdomain': 'cats' });
    expect(net.inits[1]?.headers).not.toHaveProperty('App-Subdomain');
  });

  it('turns an error reply into an ApiError and reports it once', async () => {
    const net = fakeFetch(failure(401, 'ERROR_USERNAME_OR_PASSWORD'));
    const { call, onError } = clientWith(net.fetch);
    const error = await call(api.auth.login, { body: { emailOrUserName: 'ada', password: 'wrong12' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).info).toMatchObject({ status: 401, code: 'ERROR_USERNAME_OR_PASSWORD' });
    expect(net.requests).toEqual(['POST /v1/auth/login']);
    expect(onError).toHaveBeenCalledExactlyOnceWith(error, api.auth.login, {});
  });

  it('reports a network failure as status 0, NETWORK_ERROR', async () => {
    const net = fakeFetch(new TypeError('Failed to fetch'));
    const { call } = clientWith(net.fetch);
    await expect(call(api.health.check, {})).rejects.toMatchObject({ info: { status: 0, code: 'NETWORK_ERROR' } });
  });

  it('rejects a reply that does not match the contract', async () => {
    const net = fakeFetch(json(200, { id: 'not-a-user' }));
    const { call } = clientWith(net.fetch);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(call(api.auth.retrieve, {})).rejects.toBeInstanceOf(ApiError);
  });
});

describe('silent refresh', () => {
  it('refreshes once and retries after INVALID_JWT, retrying first under the lock', async () => {
    const net = fakeFetch(
      failure(401, 'INVALID_JWT'),
      failure(401, 'INVALID_JWT'),
      json(200, { accessToken: 'new' }),
      json(200, user),
    );
    const { call, onError } = clientWith(net.fetch);
    const reply = await call(api.auth.retrieve, {});
    expect(reply.id).toBe(user.id);
    expect(net.requests).toEqual([RETRIEVE, RETRIEVE, REFRESH, RETRIEVE]);
    expect(net.inits[2]?.body).toBeUndefined();
    expect(onError).not.toHaveBeenCalled();
  });

  it('also tries a refresh on NOT_SIGNED_IN (a reload after the access token expired)', async () => {
    const net = fakeFetch(
      failure(401, 'NOT_SIGNED_IN'),
      failure(401, 'NOT_SIGNED_IN'),
      json(200, { accessToken: 'new' }),
      json(200, user),
    );
    const { call } = clientWith(net.fetch);
    await call(api.auth.retrieve, {});
    expect(net.requests).toEqual([RETRIEVE, RETRIEVE, REFRESH, RETRIEVE]);
  });

  it('does not refresh when the retry under the lock succeeds (another tab refreshed)', async () => {
    const net = fakeFetch(failure(401, 'INVALID_JWT'), json(200, user));
    const { call } = clientWith(net.fetch);
    await call(api.auth.retrieve, {});
    expect(net.requests).toEqual([RETRIEVE, RETRIEVE]);
  });

  it('with a refresh mark, asks once and refreshes when no tab refreshed since the call went out', async () => {
    let mark: string | null = null;
    const refreshMark = { read: () => mark, set: () => void (mark = 'refreshed') };
    const net = fakeFetch(failure(401, 'NOT_SIGNED_IN'), failure(401, 'INVALID_REFRESH_TOKEN'));
    const { call } = clientWith(net.fetch, { refreshMark });
    await expect(call(api.auth.retrieve, {})).rejects.toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    expect(net.requests).toEqual([RETRIEVE, REFRESH]);
    expect(mark).toBeNull();

    const renewed = fakeFetch(failure(401, 'INVALID_JWT'), json(200, { accessToken: 'new' }), json(200, user));
    const again = clientWith(renewed.fetch, { refreshMark });
    await again.call(api.auth.retrieve, {});
    expect(renewed.requests).toEqual([RETRIEVE, REFRESH, RETRIEVE]);
    expect(mark).toBe('refreshed');
  });

  it('with a refresh mark, sends the call again under the lock when another tab refreshed meanwhile', async () => {
    let mark: string | null = 'before';
    const refreshMark = { read: () => mark, set: () => void (mark = 'mine') };
    const net = fakeFetch(failure(401, 'INVALID_JWT'), json(200, user));
    const { call } = clientWith(net.fetch, {
      refreshMark,
      // The other tab refreshes while this call waits for the lock.
      runLocked: (task) => {
        mark = 'other tab';
        return task();
      },
    });
    await call(api.auth.retrieve, {});
    expect(net.requests).toEqual([RETRIEVE, RETRIEVE]);
  });

  it('fails with INVALID_REFRESH_TOKEN, reported once, when the refresh is refused', async () => {
    const net = fakeFetch(
      failure(401, 'NOT_SIGNED_IN'),
      failure(401, 'NOT_SIGNED_IN'),
      failure(401, 'INVALID_REFRESH_TOKEN'),
    );
    const { call, onError } = clientWith(net.fetch);
    await expect(call(api.auth.retrieve, {})).rejects.toMatchObject({ info: { code: 'INVALID_REFRESH_TOKEN' } });
    expect(net.requests).toEqual([RETRIEVE, RETRIEVE, REFRESH]);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('retries at most once: a second stale answer is the final answer', async () => {
    const net = fakeFetch(
      failure(401, 'INVALID_JWT'),
      failure(401, 'INVALID_JWT'),
      json(200, { accessToken: 'new' }),
      failure(401, 'INVALID_JWT'),
    );
    const { call } = clientWith(net.fetch);
    await expect(call(api.auth.retrieve, {})).rejects.toMatchObject({ info: { code: 'INVALID_JWT' } });
    expect(net.requests).toEqual([RETRIEVE, RETRIEVE, REFRESH, RETRIEVE]);
  });

  it.each([
    ['login', api.auth.login, { body: { emailOrUserName: 'ada', password: 'secret1' } }],
    ['logout', api.auth.logout, {}],
    ['refresh', api.auth.refresh, { body: undefined }],
  ] as const)('never refreshes around %s', async (_, endpoint, input) => {
    const net = fakeFetch(failure(401, 'NOT_SIGNED_IN'));
    const { call } = clientWith(net.fetch);
    await expect(call(endpoint as Endpoint, input as never)).rejects.toBeInstanceOf(ApiError);
    expect(net.requests).toHaveLength(1);
  });

  it('refreshes once for concurrent stale calls of one tab', async () => {
    let fresh = false;
    const requests: string[] = [];
    const fetch: FetchLike = async (url) => {
      requests.push(url);
      if (url.endsWith('/auth/refresh')) {
        fresh = true;
        return json(200, { accessToken: 'new' });
      }
      return fresh ? json(200, user) : failure(401, 'INVALID_JWT');
    };
    const { call } = clientWith(fetch);
    await Promise.all([call(api.auth.retrieve, {}), call(api.auth.retrieve, {})]);
    // Both fail; the first to hold the lock retries, refreshes and retries; the second's retry succeeds.
    const [r, f] = [api.auth.retrieve, api.auth.refresh].map((e) => `/${API_VERSION}${e.path}`);
    expect(requests).toEqual([r, r, r, f, r, r]);
  });

  it('holds the cross-tab Web Lock named plaza-session-refresh while refreshing', async () => {
    const names: string[] = [];
    const locks = {
      request: <T>(name: string, task: () => Promise<T>) => {
        names.push(name);
        return task();
      },
    };
    const net = fakeFetch(failure(401, 'INVALID_JWT'), json(200, user));
    const { call } = clientWith(net.fetch, { runLocked: createSessionLock(locks) });
    await call(api.auth.retrieve, {});
    expect(names).toEqual([SESSION_LOCK_NAME]);
    expect(SESSION_LOCK_NAME).toBe('plaza-session-refresh');
  });
});
