import { api, CLIENT_EVENTS, clientEvents, isSocketError, type Endpoint } from '@plaza/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, type Tab } from '../realtime/support.js';
import { MANY_LOGINS } from '../support/community.js';
import { answerProblems, prototypePolluted } from '../support/fuzz/checks.js';
import { baselineOf, httpCases } from '../support/fuzz/http-cases.js';
import { fuzzSeed, randomFor } from '../support/fuzz/random.js';
import type { SampleSource } from '../support/fuzz/samples.js';
import { sendCase } from '../support/fuzz/send.js';
import { socketCases } from '../support/fuzz/socket-cases.js';
import { buildWorld, type World } from '../support/fuzz/world.js';
import { installWriteLog, pendingJobs } from '../support/fuzz/write-log.js';
import { useTestServer } from '../support/server.js';
import { UNSTORABLE_VALUE_LOG } from '../../src/http/error-handler.js';

/**
 * Every endpoint of the contract and every socket event, called with bad input generated from
 * their own schemas: wrong types, control characters, lone surrogates, huge values, numbers and
 * dates out of range, broken JSON and multipart. None may answer a 5xx, every refusal has the
 * error shape, a refused call writes nothing, nothing is logged as an error, and the database
 * never has to refuse a value itself (its safety net in the error handler logs when it does).
 */

/** Cases per endpoint or event; the essential ones (NUL, huge values, ...) are always sent. */
const CAP = 40;
const SEED = fuzzSeed();
const logLines: string[] = [];

const server = useTestServer(
  {
    logger: true,
    logStream: { write: (line) => void logLines.push(line) },
    loginLimits: MANY_LOGINS,
    config: { logLevel: 'warn' },
  },
  { reset: false },
);
let world: World;
let writes: () => Promise<number>;
const totals = { requests: 0, serverErrors: 0, failing: new Map<string, number>() };

beforeAll(async () => {
  world = await buildWorld(server);
  await settled();
  ({ writes } = await installWriteLog(server.db));
  // A log that missed writes would make every "nothing written" below vacuous.
  const before = await writes();
  await server.db.updateTable('users').set({ full_name: 'Fuzzer' }).where('id', '=', world.fuzzer.user.id).execute();
  if ((await writes()) !== before + 1) throw new Error('the write log does not count writes');
});

afterAll(async () => {
  const failing = [...totals.failing].map(([name, n]) => `${name} ${n}`).join(', ');
  // The figures of the run, for the record (the issue asks for them); warn is what the lint rules let a test print.
  console.warn(
    `fuzz: seed ${SEED}, ${totals.requests} requests and socket events, ${totals.serverErrors} answered 5xx` +
      (failing ? ` (${failing})` : ''),
  );
});

/** Waits until background work (mail) is done, so its writes are not counted against a later call. */
async function settled(): Promise<void> {
  await vi.waitFor(async () => expect(await pendingJobs(server.db)).toBe(0), { timeout: 10_000, interval: 20 });
}

/** Errors logged since `from` (an unhandled error, a failed socket event), and the database refusing a value no schema caught. */
function loggedSince(from: number): string[] {
  return logLines.slice(from).filter((line) => {
    const { level, msg } = JSON.parse(line) as { level: number; msg: string };
    return level >= 50 || msg === UNSTORABLE_VALUE_LOG;
  });
}

/** Runs cases in order, keeping track of writes: a call that is refused must have written nothing. */
async function runCases<C extends { name: string }>(
  label: string,
  cases: C[],
  send: (c: C) => Promise<{ status: number; body: unknown; accepted: boolean; problems: string[] }>,
): Promise<string[]> {
  const problems: string[] = [];
  const logFrom = logLines.length;
  let written = await writes();
  for (const c of cases) {
    await server.resetRateLimits();
    const answer = await send(c);
    totals.requests += 1;
    if (answer.status >= 500) {
      totals.serverErrors += 1;
      totals.failing.set(label, (totals.failing.get(label) ?? 0) + 1);
    }
    problems.push(...answer.problems.map((p) => `${c.name}: ${p}`));
    if (answer.accepted) {
      await settled();
      written = await writes();
    } else {
      const now = await writes();
      if (now !== written) problems.push(`${c.name}: refused, yet wrote ${now - written} rows`);
      written = now;
    }
    if (prototypePolluted()) problems.push(`${c.name}: Object.prototype was polluted`);
  }
  problems.push(...loggedSince(logFrom).map((line) => `logged: ${line.slice(0, 300)}`));
  return problems;
}

const endpoints = Object.entries(api).flatMap(([group, declared]) =>
  Object.entries(declared as Record<string, Endpoint>).map(([name, endpoint]) => ({
    title: `${group}.${name} ${endpoint.method} ${endpoint.path}`,
    group,
    name,
    endpoint,
  })),
);

describe(`fuzzing every endpoint (seed ${SEED})`, () => {
  it.each(endpoints)('$title', async ({ group, name, endpoint }) => {
    const source: SampleSource = { group, idFor: world.idFor, named: world.named };
    const baseline = baselineOf(endpoint, source);
    expect(baseline.missing, 'a valid sample for every part of the input').toEqual([]);
    const cases = httpCases(endpoint, baseline, source, randomFor(SEED, `${group}.${name}`), CAP);
    const clients = [await world.clientFor(endpoint.access)];
    // Public calls are also made signed out, with the cases that matter most.
    if (endpoint.access === 'public') clients.push(server.client());
    const problems = await runCases(
      `${group}.${name}`,
      clients.flatMap((client, i) =>
        (i === 0 ? cases : cases.filter((c) => c.essential)).map((c) => ({ ...c, client })),
      ),
      async (c) => {
        const res = await sendCase(c.client, endpoint, c);
        return { ...res, accepted: res.status < 400, problems: answerProblems(c.expect, res.status, res.body) };
      },
    );
    expect(problems).toEqual([]);
  });
});

describe(`fuzzing every socket event (seed ${SEED})`, () => {
  let tab: Tab;
  beforeAll(async () => (tab = await connect(server, world.fuzzer.client)));
  afterAll(() => tab?.close());

  it.each(CLIENT_EVENTS)('%s', async (name) => {
    const event = clientEvents[name];
    const source: SampleSource = { group: 'chat', idFor: world.idFor, named: world.named };
    const cases = socketCases(event.payload, source, randomFor(SEED, name), CAP);
    const socket = tab.socket as unknown as {
      timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
    };
    const problems = await runCases(`socket ${name}`, cases, async (c) => {
      // Every event answers a client that asks: its result (nothing, for those without one) or the error reply.
      const reply = await socket.timeout(5_000).emitWithAck(name, c.payload);
      const status = isSocketError(reply) ? reply.statusCode : 200;
      // Events without a result only join or leave rooms and tell others: they never write.
      const accepted = status === 200 && event.ack !== null;
      return { status, body: reply ?? null, accepted, problems: answerProblems(c.expect, status, reply) };
    });
    expect(problems).toEqual([]);
    expect(tab.socket.connected).toBe(true);
  });
});
