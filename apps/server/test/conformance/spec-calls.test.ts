import { API_VERSION } from '@plaza/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANY_LOGINS } from '../support/community.js';
import { useTestServer } from '../support/server.js';
import { REDIRECT_URIS, withProvider } from '../third-party/support.js';
import { startOidcServer, type TestOidcServer } from '../third-party/oidc-server.js';
import { missingFields } from './entities.js';
import {
  ACCOUNT_CALLS,
  COMMUNITY_CALLS,
  CONTENT_CALLS,
  LATER,
  PEOPLE_CALLS,
  THIRD_PARTY_CALLS,
  type Call,
  type Reply,
} from './spec-calls.js';
import { Conformance } from './world.js';

/**
 * Spec conformance: every call of spec 01 §7 and spec 02 §7, made exactly as the spec writes it
 * with plain fetch (never through the contract, so a contract change cannot hide a difference),
 * answers as the spec's client reads it: the status, and the fields of the §3 entity.
 */

/** The URL of a call as written: `{name}` and `{name?}` filled, relative paths under /v1/ as the client's base makes them. */
export function urlOf(call: Call, c: Conformance): string {
  const [, written] = call.call.split(' ') as [string, string];
  const params = call.params?.(c) ?? {};
  const path = written.replace(/\{([A-Za-z]+)(\?)?\}/g, (_, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined && !optional) throw new Error(`${call.call}: no ${name}`);
    return value === undefined ? '' : encodeURIComponent(value);
  });
  const query = new URLSearchParams(call.query?.(c) ?? {});
  return `/${API_VERSION}${path.startsWith('/') ? '' : '/'}${path}${query.size ? `?${query}` : ''}`;
}

/** What is wrong with a reply, by the kind of reply the spec describes. */
function replyProblems(reply: Reply, body: unknown, headers: Headers): string[] {
  if (reply === 'not shown') return [];
  if ('file' in reply) {
    const type = headers.get('content-type') ?? '';
    return type.startsWith(reply.file) ? [] : [`content-type ${type}, not ${reply.file}`];
  }
  if ('redirect' in reply) {
    const location = headers.get('location') ?? '';
    return reply.redirect.test(location) ? [] : [`redirects to "${location}"`];
  }
  if ('entity' in reply) return missingFields(body, reply.entity);
  const list = (items: unknown, fields: Parameters<typeof missingFields>[1], at: string): string[] => {
    if (!Array.isArray(items)) return [`${at} is not an array: ${JSON.stringify(body).slice(0, 200)}`];
    if (items.length === 0) return [`${at} is empty, so its items' fields went unchecked`];
    return items.flatMap((item, i) => missingFields(item, fields, `${at}[${i}]`));
  };
  if ('array' in reply) return list(body, reply.array, '(the reply)');
  const data = (body as { data?: unknown } | null)?.data;
  if ('wrapped' in reply) return list(data, reply.wrapped, 'data');
  return [...missingFields(body, ['data', 'limit', 'skip', 'total']), ...list(data, reply.paged, 'data')];
}

async function make(call: Call, c: Conformance) {
  await call.before?.(c);
  const [method] = call.call.split(' ') as [string];
  const client = c.clientOf(call.as ?? 'ada');
  const init: RequestInit = { method, redirect: 'manual' };
  if (call.form) init.body = await call.form(c);
  else if (call.body) {
    init.body = JSON.stringify(await call.body(c));
    init.headers = { 'content-type': 'application/json' };
  }
  return client.fetch(urlOf(call, c), init);
}

function checkCall(call: Call, c: () => Conformance) {
  const label = `${call.spec} ${call.call}${call.as && call.as !== 'ada' ? ` (as ${call.as})` : ''}`;
  it(label, async () => {
    const world = c();
    const res = await make(call, world);
    const problems: string[] = [];
    const wanted = call.status ?? (call.reply !== 'not shown' && 'redirect' in call.reply ? 302 : 200);
    if (res.status !== wanted)
      problems.push(`status ${res.status}, not ${wanted}: ${JSON.stringify(res.body).slice(0, 300)}`);
    else {
      problems.push(...replyProblems(call.reply, res.body, res.headers));
      const wrong = call.check?.(world, res.body);
      if (wrong) problems.push(wrong);
      if (problems.length === 0) call.keep?.(world, res.body);
    }
    expect(problems, `${call.call}${call.assumed ? `\nassumed: ${call.assumed}` : ''}`).toEqual([]);
  });
}

const CALLS = [...ACCOUNT_CALLS, ...COMMUNITY_CALLS, ...CONTENT_CALLS, ...PEOPLE_CALLS];

describe('the calls of spec 01 §7 and spec 02 §7, as the spec writes them', () => {
  const server = useTestServer({ loginLimits: MANY_LOGINS }, { reset: false });
  let world: Conformance;
  beforeAll(() => {
    world = new Conformance(server);
  });
  afterAll(async () => {
    const calls = CALLS.length + THIRD_PARTY_CALLS.length;
    const assumed = [...CALLS, ...THIRD_PARTY_CALLS].filter((call) => call.assumed).length;
    process.stdout.write(
      `spec conformance: ${calls} calls checked (${assumed} with an assumption written down), ${LATER.length} for a later issue\n`,
    );
  });

  for (const call of CALLS) checkCall(call, () => world);
});

describe('third-party sign-in, as spec 01 §7 writes it', () => {
  let oidc: TestOidcServer;
  beforeAll(async () => (oidc = await startOidcServer(REDIRECT_URIS)));
  afterAll(() => oidc?.close());
  const server = useTestServer(() => withProvider(oidc), { reset: false });
  let world: Conformance;
  beforeAll(() => {
    oidc.accounts.set('conformance-subject', { email: 'third@example.com', email_verified: true, name: 'Third Party' });
    world = new Conformance(server);
  });

  for (const call of THIRD_PARTY_CALLS) checkCall(call, () => world);
});

describe('calls that belong to a later issue', () => {
  it('are none: the meetings calls, the last ones left, are checked above', () => {
    expect(LATER).toEqual([]);
    const checked = new Set([...CALLS, ...THIRD_PARTY_CALLS].map((call) => call.call));
    for (const call of ['GET /meeting/config/user', 'POST /meeting/create', 'GET /meeting/join-link/{slug}']) {
      expect(checked.has(call), call).toBe(true);
    }
  });
});
