import { vi } from 'vitest';

export interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = (request: Request) => { status?: number; body: unknown };

/**
 * A fake API: `METHOD /path` (without /v1 and the query) answers through its function, which sees
 * the query and body; anything else is a 404. Returns the requests made, in order.
 */
export function fakeServer(routes: Record<string, Answer>): Request[] {
  const requests: Request[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const parsed = new URL(url, 'http://plaza.test');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = {
      method: init.method ?? 'GET',
      path: parsed.pathname.replace(/^\/v1/, ''),
      query: parsed.searchParams,
      body,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer = route ? route(request) : failure(404, 'ROUTE_NOT_FOUND');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

export const ok = (body: unknown) => () => ({ body });

export const failure = (status: number, code: string) => ({
  status,
  body: { statusCode: status, message: code, error: 'x' },
});

export const paged = <T>(data: T[], total = data.length) => ({ data, total, limit: 30, skip: 0 });
