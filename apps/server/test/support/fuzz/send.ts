import { API_VERSION, type Endpoint } from '@plaza/contract';
import type { CallResult, TestClient } from '../client.js';
import type { HttpCase } from './http-cases.js';
import { JSON_INFINITY } from './values.js';

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Percent-encodes text for a URL. A lone surrogate has no UTF-8 form, so it is sent as the three
 * bytes it would take if it had one (invalid UTF-8), as a hostile client could.
 */
export function encodeLoose(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map(hex).join('')
        : encodeURIComponent(ch);
  }
  return out;
}

const urlText = (value: unknown) => encodeLoose(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

export function urlOf(endpoint: Endpoint, c: HttpCase): string {
  const path = endpoint.path
    .replace(/:([A-Za-z]+)\??/g, (_, name: string) => urlText(c.params[name] ?? ''))
    .replace(/\/+$/, '');
  const pairs: string[] = [];
  for (const key of Object.keys(c.query ?? {})) {
    const value = c.query![key];
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) pairs.push(`${encodeLoose(key)}=${urlText(v)}`);
  }
  return `/${API_VERSION}${path}${pairs.length ? `?${pairs.join('&')}` : ''}`;
}

/** JSON text of a value; JSON_INFINITY becomes the number 1e309, which JSON.stringify cannot write. */
export function jsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replaceAll(JSON.stringify(JSON_INFINITY), '1e309');
}

export function sendCase(client: TestClient, endpoint: Endpoint, c: HttpCase): Promise<CallResult<unknown>> {
  const headers: Record<string, string> = { ...c.headers };
  let body: Uint8Array | undefined;
  // Bytes, not a string: fetch would give a string body a text/plain type of its own.
  if (c.body && 'json' in c.body) {
    headers['content-type'] = 'application/json';
    body = Buffer.from(jsonText(c.body.json));
  } else if (c.body) {
    if (c.body.contentType) headers['content-type'] = c.body.contentType;
    body = Buffer.from(c.body.raw);
  }
  return client.fetch(urlOf(endpoint, c), { method: endpoint.method, headers, body });
}
