import { vi } from 'vitest';

/** One request the app made to the fake API. */
export interface FakeCall {
  method: string;
  /** Without /v1 and the query. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, if any. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

/** An answer may be held back (a promise) to see what the app shows while it waits. */
export type FakeAnswer = (call: FakeCall) => FakeReply | Promise<FakeReply>;

export const failure = (status: number, code: string) => ({
  status,
  body: { statusCode: status, message: code, error: 'x' },
});

/**
 * A fake API for component tests: each `METHOD /path` answers through its function, which sees the
 * query and body; anything else is a 404. Returns the calls made, in order.
 */
export function stubApi(routes: Record<string, FakeAnswer>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://plaza.test');
      const call: FakeCall = {
        method: init.method ?? 'GET',
        path: parsed.pathname.replace(/^\/v1/, ''),
        query: parsed.searchParams,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer = route ? await route(call) : failure(404, 'ROUTE_NOT_FOUND');
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}
