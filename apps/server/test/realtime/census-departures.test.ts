import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CensusDepartures } from '../../src/realtime/census-departures.js';
import { CENSUS_TTL_MS, PROCESSES_KEY, SETS_TTL_MS, usersKey } from '../../src/realtime/census-keys.js';
import type { RedisClient } from '../../src/realtime/redis.js';
import { silentLog } from '../jobs/support-log.js';

/**
 * The survivors of a process that died, on a real Redis: each hears of its users, and each user
 * is claimed by one of them. Other test files' processes share the Redis, so every survivor here
 * acts only on the processes this file made up.
 */
describe.runIf(process.env.REDIS_URL)('the census’s dead processes', () => {
  let redis: RedisClient;
  beforeAll(async () => {
    redis = createClient({ url: process.env.REDIS_URL! });
    await redis.connect();
  });
  afterAll(async () => {
    await redis?.quit();
  });

  /** A process that renewed its entry for the last time `ago` ms before `now`, with these users. */
  async function processLastSeen(ago: number, users: string[], now = Date.now()): Promise<string> {
    const id = randomUUID();
    await redis.zAdd(PROCESSES_KEY, { score: now - ago + CENSUS_TTL_MS, value: id });
    await redis.sAdd(usersKey(id), users);
    await redis.pExpire(usersKey(id), SETS_TTL_MS);
    return id;
  }

  /** A survivor that announces (records) each user it claims, of the processes made up here. */
  function survivor(mine: Set<string>) {
    const departures = new CensusDepartures(redis, randomUUID(), silentLog);
    const heard: string[][] = [];
    const announced: string[] = [];
    departures.onDeparted(async (departure, userIds) => {
      if (!mine.has(departure.processId)) return;
      heard.push([departure.processId, ...userIds.toSorted()]);
      announced.push(...(await departures.claim(departure, userIds)));
    });
    return { departures, heard, announced };
  }

  it('hands a dead process’s users to every survivor, and each user is announced by one of them only', async () => {
    const users = [randomUUID(), randomUUID(), randomUUID()];
    const now = Date.now();
    const dead = await processLastSeen(CENSUS_TTL_MS + 1000, users, now);
    const one = survivor(new Set([dead]));
    const two = survivor(new Set([dead]));

    await Promise.all([one.departures.sweep(now), two.departures.sweep(now)]);
    const expected = [dead, ...users.toSorted()];
    expect(one.heard).toEqual([expected]);
    expect(two.heard).toEqual([expected]);
    expect([...one.announced, ...two.announced].toSorted()).toEqual(users.toSorted());

    // Each survivor handles a dead process once; a third that comes late claims nobody again.
    await Promise.all([one.departures.sweep(now + 1), two.departures.sweep(now + 1)]);
    expect(one.heard).toHaveLength(1);
    expect(two.heard).toHaveLength(1);
    const late = survivor(new Set([dead]));
    await late.departures.sweep(now + 2);
    expect(late.heard).toEqual([expected]);
    expect(late.announced).toEqual([]);
    expect(one.announced.length + two.announced.length).toBe(users.length);
    await redis.zRem(PROCESSES_KEY, dead);
  });

  it('leaves a live process alone, and forgets a dead one once its sets have expired', async () => {
    const now = Date.now();
    const live = await processLastSeen(1000, [randomUUID()], now);
    const lapsedLongAgo = await processLastSeen(SETS_TTL_MS + 1000, [randomUUID()], now);
    const one = survivor(new Set([live, lapsedLongAgo]));

    await one.departures.sweep(now);
    expect(one.heard).toEqual([]);
    expect(await redis.zScore(PROCESSES_KEY, live)).not.toBeNull();
    expect(await redis.zScore(PROCESSES_KEY, lapsedLongAgo)).toBeNull();
    await redis.zRem(PROCESSES_KEY, live);
  });

  it('claims no user twice for the same death, and nobody from an empty list', async () => {
    const death = { processId: randomUUID(), lapsedAt: Date.now() };
    const user = randomUUID();
    const a = new CensusDepartures(redis, randomUUID(), silentLog);
    const b = new CensusDepartures(redis, randomUUID(), silentLog);
    const claims = await Promise.all([a.claim(death, [user]), b.claim(death, [user])]);
    expect(claims.flat()).toEqual([user]);
    expect(await a.claim(death, [])).toEqual([]);
    // The same user on another dead process, or on the same process dying again after it came back, is a departure of its own.
    expect(await b.claim({ processId: randomUUID(), lapsedAt: death.lapsedAt }, [user])).toEqual([user]);
    expect(await b.claim({ ...death, lapsedAt: death.lapsedAt + 10_000 }, [user])).toEqual([user]);
  });
});
