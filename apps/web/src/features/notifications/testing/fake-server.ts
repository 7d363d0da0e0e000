import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = (call: Call) => { status?: number; body: unknown };

/**
 * A fake API: each `METHOD /path` (without /v1) answers through its function, which sees the query
 * and the JSON body; anything else is a 404. Returns the calls made.
 */
export function stubApi(routes: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://plaza.test');
      const call: Call = {
        method: init.method ?? 'GET',
        path: parsed.pathname.replace(/^\/v1/, ''),
        query: parsed.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer = route
        ? route(call)
        : { status: 404, body: { statusCode: 404, message: 'ROUTE_NOT_FOUND', error: 'x' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

export const failure = (status: number, code: string) => ({
  status,
  body: { statusCode: status, message: code, error: 'x' },
});
