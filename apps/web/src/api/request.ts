import { API_VERSION, SUBDOMAIN_HEADER, buildPath, type Endpoint } from '@plaza/contract';
import { networkError } from './api-error';

/** The parts a caller may give, whatever the endpoint declares. */
export interface RequestParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A finished HTTP exchange with its body already read (a body can be read only once). */
export interface Exchange {
  ok: boolean;
  status: number;
  body: unknown;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export function urlFor(endpoint: Endpoint, parts: RequestParts): string {
  return `/${API_VERSION}${buildPath(endpoint.path, parts.params)}${queryString(parts.query)}`;
}

export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface SendOptions {
  fetch: FetchLike;
  subdomain: string | null;
  signal?: AbortSignal;
}

/** A multipart endpoint's body fields as form data; files (Blobs) travel as file parts. */
export function formDataOf(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, String(value));
  }
  return form;
}

function encodeBody(endpoint: Endpoint, body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return endpoint.bodyType === 'multipart' ? formDataOf(body) : JSON.stringify(body);
}

export async function send(endpoint: Endpoint, parts: RequestParts, options: SendOptions): Promise<Exchange> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // For form data the browser sets the content type itself, with the part boundary.
  if (parts.body !== undefined && endpoint.bodyType !== 'multipart') headers['Content-Type'] = 'application/json';
  if (options.subdomain) headers[SUBDOMAIN_HEADER] = options.subdomain;
  let response: Response;
  try {
    response = await options.fetch(urlFor(endpoint, parts), {
      method: endpoint.method,
      headers,
      body: encodeBody(endpoint, parts.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled request is not a failure to report; anything else means the server was unreachable.
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
  return { ok: response.ok, status: response.status, body: await readBody(response, options.signal) };
}

async function readBody(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // Cancelled while the body arrived (a newer query replaced this one): not a reply to check, and
    // not a failure to show. A body cut off otherwise is a lost connection, not a wrong reply.
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
