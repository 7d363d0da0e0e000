import { api, type Endpoint } from '@plaza/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../support/server.js';
import { KINDS, type Expectation, type Kind } from './kinds.js';
import { changedTables, databaseState, judge, leaks, send } from './probe.js';
import { accountsTable } from './table-accounts.js';
import { communityTable } from './table-community.js';
import { contentTable } from './table-content.js';
import { meetingsTable } from './table-meetings.js';
import type { Case, Entry, Table } from './table.js';
import { saveSnapshot } from './snapshot.js';
import { buildWorld, startSession, writeMediaFiles, type World } from './world.js';

/**
 * The authorization matrix: every endpoint of the contract, tried by every kind of caller on the
 * objects it names, must answer what the rules say. A refusal is the error reply alone (nothing
 * of the object), and a refused call writes nothing at all; a hidden object is "not found" rather
 * than "not authorized"; no reply carries a secret of the world to someone who may not see it.
 */

const TABLE: Table = { ...accountsTable, ...communityTable, ...contentTable, ...meetingsTable };

const ENDPOINTS: [string, Endpoint][] = Object.entries(api).flatMap(([group, endpoints]) =>
  Object.entries(endpoints as Record<string, Endpoint>).map(
    ([name, e]) => [`${group}.${name}`, e] as [string, Endpoint],
  ),
);

const server = useTestServer({}, { reset: false });
let world: World;
/** Puts the world back as it was built. */
let restore: () => Promise<void>;
/** The world must be put back before the next probe: an allowed call changed it. */
let dirty = false;
/** The digests of the database's tables as they are now, when known. */
let state: Record<string, string> | null = null;
const counts = { probes: 0, refusals: 0, failed: 0, restores: 0 };

beforeAll(async () => {
  world = await buildWorld(server);
  restore = await saveSnapshot(server);
});
afterAll(async () => {
  const tried = ENDPOINTS.filter(([key]) => TABLE[key as keyof Table] && 'cases' in TABLE[key as keyof Table]!);
  process.stdout.write(
    `authorization matrix: ${ENDPOINTS.length} endpoints (${tried.length} probed), ${KINDS.length} caller kinds, ` +
      `${counts.probes} probes (${counts.refusals} expecting a refusal, ${counts.restores} world restores), ` +
      `${counts.failed} not as the rules say\n`,
  );
});

/** The expectations of a case with the defaults: without a live caller, an endpoint that needs a user refuses. */
function expectationsOf(endpoint: Endpoint, c: Case): Expectation {
  if (endpoint.access === 'public') return c.expect;
  return { signedOut: 'NOT_SIGNED_IN', revoked: 'INVALID_JWT', ...c.expect };
}

async function probe(key: string, endpoint: Endpoint, c: Case, kind: Kind, outcome: NonNullable<Expectation[Kind]>) {
  if (dirty) {
    await restore();
    await writeMediaFiles(server, world);
    await server.resetRateLimits();
    counts.restores++;
    dirty = false;
    state = null;
  }
  const watched = outcome !== 'ok';
  if (watched && state === null) state = await databaseState(server);
  const res = await send(server, endpoint, world.credentials[kind], c.input(world, kind));
  counts.probes++;
  if (outcome !== 'ok' && outcome !== 'noop') counts.refusals++;
  const problems: string[] = [];
  const verdict = judge(res, outcome);
  if (verdict) problems.push(verdict);
  const leaked = leaks(res, world.secrets, kind);
  if (leaked.length) problems.push(`leaks ${leaked.join(', ')}`);
  if (!verdict && (outcome === 'ok' || outcome === 'noop') && c.check) {
    const wrong = c.check(world, kind, res.body);
    if (wrong) problems.push(wrong);
  }
  if (watched) {
    const written = changedTables(state!, await databaseState(server));
    if (written.length) {
      problems.push(`wrote to ${written.join(', ')}`);
      dirty = true;
    }
  } else {
    state = null;
    if (endpoint.method !== 'GET') dirty = true;
  }
  if (res.status >= 200 && res.status < 300 && outcome !== 'ok' && outcome !== 'noop') dirty = true;
  if (problems.length) counts.failed++;
  return problems.map((p) => `${key} on ${c.name} by ${kind}: ${p}`);
}

describe('the authorization matrix', () => {
  it('has an entry for every endpoint of the contract', () => {
    const missing = ENDPOINTS.map(([key]) => key).filter((key) => !TABLE[key as keyof Table]);
    expect(missing, 'endpoints with no matrix entry: add one to a table-*.ts').toEqual([]);
  });

  it('tries every kind of caller on each case, or says why not', () => {
    const gaps: string[] = [];
    for (const [key, endpoint] of ENDPOINTS) {
      const entry: Entry | undefined = TABLE[key as keyof Table];
      if (!entry) continue;
      if ('open' in entry) {
        if (endpoint.access !== 'public') gaps.push(`${key} needs a user and cannot be open`);
        continue;
      }
      if (entry.cases.length === 0) gaps.push(`${key} has no case`);
      for (const c of entry.cases) {
        const expected = expectationsOf(endpoint, c);
        for (const kind of KINDS) {
          const skipped = c.skip?.kinds.includes(kind) ?? false;
          if (skipped === (expected[kind] !== undefined)) {
            gaps.push(
              `${key} on ${c.name}: ${kind} is ${skipped ? 'both skipped and expected' : 'neither tried nor skipped'}`,
            );
          }
        }
      }
    }
    expect(gaps).toEqual([]);
  });

  for (const [key, endpoint] of ENDPOINTS) {
    const entry = TABLE[key as keyof Table];
    if (!entry || 'open' in entry) continue;
    it(`${key}: ${endpoint.method} ${endpoint.path}`, async () => {
      const problems: string[] = [];
      for (const c of entry.cases) {
        const expected = expectationsOf(endpoint, c);
        // Refusals first, all on the same world; each allowed write is followed by a fresh one.
        const order = KINDS.filter((k) => expected[k] !== undefined).sort(
          (a, b) => Number(expected[a] === 'ok') - Number(expected[b] === 'ok'),
        );
        for (const kind of order) problems.push(...(await probe(key, endpoint, c, kind, expected[kind]!)));
      }
      expect(problems).toEqual([]);
    });
  }

  it('refuses a session signed out with its Bearer token, as one signed out with its cookies', async () => {
    const tokens = await startSession(server, world.users.owner.id);
    const bearer = { cookies: {}, headers: { authorization: `Bearer ${tokens.accessToken}` } };
    dirty = true;
    const out = await send(server, api.auth.logout, bearer, {});
    expect(out.status).toBe(200);
    const problems: string[] = [];
    const tries: [string, Endpoint, ReturnType<Case['input']>][] = [
      ['auth.retrieve', api.auth.retrieve, {}],
      ['zones.detail', api.zones.detail, { params: { id: world.zone.id } }],
      ['posts.detail', api.posts.detail, { params: { postId: world.posts.private.id } }],
      ['folders.items', api.folders.items, { params: { id: world.folder.id } }],
    ];
    for (const [key, endpoint, input] of tries) {
      const res = await send(server, endpoint, bearer, input);
      const verdict = judge(res, 'INVALID_JWT');
      if (verdict) problems.push(`${key} with the signed-out Bearer token: ${verdict}`);
    }
    const refresh = await send(
      server,
      api.auth.refresh,
      { cookies: {}, headers: {} },
      {
        body: { refreshToken: tokens.refreshToken },
      },
    );
    const verdict = judge(refresh, 'INVALID_REFRESH_TOKEN');
    if (verdict) problems.push(`auth.refresh with the signed-out session's refresh token: ${verdict}`);
    expect(problems).toEqual([]);
  });
});
