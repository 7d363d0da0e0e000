import { API_VERSION, buildPath, errorStatus, errorText, type Endpoint, type ErrorCode } from '@plaza/contract';
import { sql } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import type { CallResult } from '../../support/client.js';
import type { TestServer } from '../../support/server.js';
import type { Outcome } from './kinds.js';
import { clientWith, type Credentials, type Secret } from './world.js';

/** What a probe sends besides the caller's credentials. */
export interface ProbeInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A multipart form (an upload): its text fields first, then the file. */
  form?: { fields?: Record<string, string>; field: string; data: Buffer; type: string; name: string };
}

export function send(
  server: TestServer,
  endpoint: Endpoint,
  credentials: Credentials,
  input: ProbeInput,
): Promise<CallResult<unknown>> {
  const client = clientWith(server, credentials);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) search.set(key, String(value));
  const url = `/${API_VERSION}${buildPath(endpoint.path, input.params)}${search.size ? `?${search}` : ''}`;
  const headers: Record<string, string> = { ...credentials.headers, ...input.headers };
  let body: FormData | string | undefined;
  if (input.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(input.form.fields ?? {})) form.append(name, value);
    const { field, data, type, name } = input.form;
    form.append(field, new Blob([new Uint8Array(data)], { type }), name);
    body = form;
  } else if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  return client.fetch(url, { method: endpoint.method, headers, body });
}

/**
 * Tables whose rows a request may legitimately leave changed without writing anything of its
 * own: the outbox is filled by the job worker in the background (mail is checked through the
 * jobs that queue it).
 */
const BACKGROUND_TABLES = new Set(['mail_outbox']);

let tableNames: string[] | null = null;

/** A digest of each application table's rows, in one query: equal digests, nothing written. */
export async function databaseState(server: TestServer): Promise<Record<string, string>> {
  tableNames ??= (await server.db.introspection.getTables())
    .filter((t) => t.schema === 'public' && !t.isView)
    .map((t) => t.name)
    .filter((name) => !name.startsWith('kysely_') && !BACKGROUND_TABLES.has(name))
    .sort();
  const parts = tableNames.map(
    (name) =>
      sql`select ${name}::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.id(name)} t`,
  );
  const { rows } = await sql<{ n: string; h: string }>`${sql.join(parts, sql` union all `)}`.execute(server.db);
  return Object.fromEntries(rows.map((r) => [r.n, r.h]));
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}

/** What went wrong with one probe, or null when it got what the rules say. */
export function judge(res: CallResult<unknown>, outcome: Outcome): string | null {
  const body = res.body as { message?: unknown } | string;
  const got = typeof body === 'object' && body !== null && 'message' in body ? JSON.stringify(body.message) : '';
  if (outcome === 'ok' || outcome === 'noop') {
    return res.status >= 200 && res.status < 300 ? null : `expected 2xx, got ${res.status} ${got}`;
  }
  const code: ErrorCode = outcome;
  const wanted = { statusCode: errorStatus(code), message: code, error: errorText(code) };
  if (res.status !== wanted.statusCode || typeof body !== 'object' || body === null || body.message !== code) {
    return `expected ${wanted.statusCode} ${code}, got ${res.status} ${got}`;
  }
  // The refusal is the error reply and nothing more: no data of the object rides along.
  if (!isDeepStrictEqual(body, wanted)) return `refusal carries more than the error: ${JSON.stringify(body)}`;
  return null;
}

/** The secrets of the world that this reply shows to someone who may not see them. */
export function leaks(res: CallResult<unknown>, secrets: readonly Secret[], kind: string): string[] {
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  return secrets
    .filter((s) => !(s.seenBy as readonly string[]).includes(kind) && text.includes(s.value))
    .map((s) => s.what)
    .filter((what, i, all) => all.indexOf(what) === i);
}
