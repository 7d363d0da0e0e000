import type { FastifyBaseLogger } from 'fastify';
import { CENSUS_TTL_MS, departureKey, PROCESSES_KEY, SETS_TTL_MS, usersKey } from './census-keys.js';
import type { RedisClient } from './redis.js';

/** A process's death: its id, and when its entry lapsed. */
export interface Departure {
  processId: string;
  lapsedAt: number;
}

/** What a process does with the users of a process that died: see Presence. */
export type DepartureHandler = (departure: Departure, userIds: string[]) => Promise<void>;

/**
 * The processes that died (SIGKILL, a lost machine): their census entry lapsed without a graceful
 * stop. Every surviving process sees each such entry on its heartbeat and hands the dead process's
 * users to the handler once; the handler claims the users it announces offline (`claim`), so each
 * is announced by one process however many survive. A lapsed entry stays in the sorted set until
 * the dead process's sets have expired too, so a survivor that looks late still finds its users,
 * and is removed then: nothing else is left to clean.
 */
export class CensusDepartures {
  /** The lapsed entries this process already handled, until they leave the sorted set. */
  private readonly handled = new Set<string>();
  private sweeping = false;
  private handler: DepartureHandler | undefined;

  constructor(
    private readonly redis: RedisClient,
    private readonly processId: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  onDeparted(handler: DepartureHandler): void {
    this.handler = handler;
  }

  /**
   * Hands the users of each newly lapsed entry to the handler and forgets the entries whose sets
   * expired. Cheap on every heartbeat: one read of the sorted set of processes (one entry each).
   */
  async sweep(now: number): Promise<void> {
    const r = this.redis;
    if (this.sweeping || !r.isReady) return;
    this.sweeping = true;
    try {
      await r.zRemRangeByScore(PROCESSES_KEY, '-inf', now - (SETS_TTL_MS - CENSUS_TTL_MS));
      const lapsed = (await r.zRangeByScoreWithScores(PROCESSES_KEY, '-inf', now))
        .filter((entry) => entry.value !== this.processId)
        .map((entry) => ({ processId: entry.value, lapsedAt: entry.score, id: `${entry.value}@${entry.score}` }));
      for (const id of this.handled) if (!lapsed.some((d) => d.id === id)) this.handled.delete(id);
      for (const { id, ...departure } of lapsed) {
        if (this.handled.has(id)) continue;
        const users = await r.sMembers(usersKey(departure.processId));
        if (users.length > 0 && this.handler) await this.handler(departure, users);
        this.handled.add(id);
      }
    } catch (error) {
      // Not marked handled: the next heartbeat tries again, and the claims keep it to one announcement.
      this.log.warn({ err: error }, 'could not handle a dead server process’s sockets');
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * Of these users of a dead process, those this process is the first to claim (SET NX): only it
   * announces them offline.
   */
  async claim({ processId, lapsedAt }: Departure, userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const tx = this.redis.multi();
    for (const userId of userIds)
      tx.set(departureKey(processId, lapsedAt, userId), this.processId, { NX: true, PX: SETS_TTL_MS * 2 });
    const replies = await tx.exec();
    return userIds.filter((_, i) => replies[i] === 'OK');
  }
}
