import { API_VERSION, buildPath, type CallInput, type Endpoint, type ErrorReply, type ReplyOf } from '@plaza/contract';

export interface CallResult<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** Send this exact text as the body instead of JSON-encoding the input. */
  rawBody?: string;
}

/**
 * An HTTP client for tests that behaves like a browser tab: it keeps the cookies the server
 * sets and sends them back, and calls endpoints through their contract declarations.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async call<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E> | Record<string, never> = {},
    options: CallOptions = {},
  ): Promise<CallResult<ReplyOf<E> & Partial<ErrorReply>>> {
    const { params, query, body } = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
    const qs = search.size ? `?${search}` : '';
    const url = `${this.baseUrl}/${API_VERSION}${buildPath(endpoint.path, params)}${qs}`;
    const hasBody = options.rawBody !== undefined || body !== undefined;
    return this.fetch(url, {
      method: endpoint.method,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
      body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    }) as Promise<CallResult<ReplyOf<E> & Partial<ErrorReply>>>;
  }

  async fetch(url: string, init: RequestInit = {}): Promise<CallResult<unknown>> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url.startsWith('http') ? url : `${this.baseUrl}${url}`, { ...init, headers });
    this.storeCookies(response.headers.getSetCookie());
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body, headers: response.headers };
  }

  private storeCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
