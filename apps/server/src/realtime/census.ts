import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CensusDepartures } from './census-departures.js';
import { CENSUS_TTL_MS, HEARTBEAT_MS, PROCESSES_KEY, roomKey, SETS_TTL_MS, usersKey } from './census-keys.js';
import type { RedisClient } from './redis.js';
import { postOfRoom, userOfRoom, userRoom } from './rooms.js';
import type { PlazaIo } from './socket-types.js';

export { CENSUS_TTL_MS, HEARTBEAT_MS } from './census-keys.js';
/** A question to Redis that takes longer is answered from this process alone. */
const READ_TIMEOUT_MS = 500;

/** The rooms counted: a user's (online or not) and posts' live rooms (viewer counts). */
const counted = (room: string) => userOfRoom(room) !== null || postOfRoom(room) !== null;

/**
 * Who is in which room, in every process, without asking the others for their sockets
 * (fetchSockets waits for every process, a dead one included). Each process counts its own
 * sockets from its adapter's join/leave events, and with Redis keeps one set per room of the
 * users it has there (`plaza:census:<process>:<room>`) and the set of all its users
 * (`plaza:census:<process>:users`); the sets of a process that stops renewing its entry in
 * `plaza:census:processes` are ignored at once and expire soon after, and the survivors hear of its
 * users through `departures` (census-departures.ts).
 */
export class SocketCensus {
  readonly processId = randomUUID();
  /** room → user → how many of this process's sockets. */
  private readonly local = new Map<string, Map<string, number>>();
  private readonly owners = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  /** Redis missed some changes (it was down): everything is written again on the next heartbeat. */
  private dirty = true;
  /** When this process last renewed its entry: a longer gap means the others took it for dead. */
  private renewedAt: number | undefined;
  private returned: (() => Promise<void>) | undefined;
  /** The processes that died, seen from this one; null without Redis (one process). */
  readonly departures: CensusDepartures | null;

  constructor(
    io: PlazaIo,
    private readonly redis: RedisClient | null,
    private readonly log: FastifyBaseLogger,
  ) {
    const adapter = io.of('/').adapter;
    adapter.on('join-room', (room: string, id: string) => {
      const userId = io.of('/').sockets.get(id)?.data.userId;
      if (!counted(room) || !userId) return;
      this.owners.set(id, userId);
      const users = this.local.get(room) ?? new Map<string, number>();
      this.local.set(room, users);
      const n = (users.get(userId) ?? 0) + 1;
      users.set(userId, n);
      if (n > 1) return;
      const key = this.key(room);
      this.write((r) => {
        const tx = r.multi().sAdd(key, userId).pExpire(key, SETS_TTL_MS);
        if (room === userRoom(userId)) tx.sAdd(this.usersKey, userId).pExpire(this.usersKey, SETS_TTL_MS);
        return tx.exec();
      });
    });
    adapter.on('leave-room', (room: string, id: string) => {
      const userId = this.owners.get(id);
      const users = this.local.get(room);
      if (!userId || !users?.has(userId)) return;
      const n = users.get(userId)! - 1;
      if (n > 0) return void users.set(userId, n);
      users.delete(userId);
      if (users.size === 0) this.local.delete(room);
      const key = this.key(room);
      this.write((r) =>
        room === userRoom(userId)
          ? r.multi().sRem(key, userId).sRem(this.usersKey, userId).exec()
          : r.sRem(key, userId),
      );
    });
    io.of('/').on('connection', (socket) => socket.on('disconnect', () => this.owners.delete(socket.id)));
    this.departures = redis ? new CensusDepartures(redis, this.processId, log) : null;
    if (redis) {
      this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
      this.timer.unref();
      void this.heartbeat();
    }
  }

  /** The users with a socket in this process. */
  localUsers(): string[] {
    return [...this.local.keys()].map(userOfRoom).filter((id) => id !== null);
  }

  /**
   * What to do once this process renews its entry after it had lapsed (it hung, or lost Redis, for
   * longer than CENSUS_TTL_MS): the others may have announced its users offline meanwhile.
   */
  onReturned(handler: () => Promise<void>): void {
    this.returned = handler;
  }

  /**
   * Of these users, those with a socket in some live process. `surely`: fails rather than answer
   * from this process alone when Redis does not answer (before announcing someone offline for good).
   */
  async usersOnline(userIds: readonly string[], surely = false): Promise<Set<string>> {
    const online = new Set(userIds.filter((id) => this.local.has(userRoom(id))));
    const rest = userIds.filter((id) => !online.has(id));
    if (rest.length === 0) return online;
    const answers = await this.ask(
      (r, process) => Promise.all(rest.map((id) => r.sCard(roomKey(process, userRoom(id))))),
      surely,
    );
    for (const counts of answers) counts.forEach((n, i) => n > 0 && online.add(rest[i]!));
    return online;
  }

  /** The distinct users with a socket in this room, in every live process. */
  async usersIn(room: string): Promise<Set<string>> {
    const users = new Set(this.local.get(room)?.keys());
    for (const members of await this.ask((r, process) => r.sMembers(roomKey(process, room))))
      for (const id of members) users.add(id);
    return users;
  }

  /** Forgets this process's entries (a graceful stop: its sockets are gone). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    if (!this.redis?.isReady) return;
    const keys = [...this.local.keys()].map((room) => this.key(room));
    await Promise.all([this.redis.zRem(PROCESSES_KEY, this.processId), this.redis.del([...keys, this.usersKey])]).catch(
      (error: unknown) => this.log.warn({ err: error }, 'could not clear the socket census'),
    );
  }

  private key(room: string): string {
    return roomKey(this.processId, room);
  }

  private get usersKey(): string {
    return usersKey(this.processId);
  }

  /** The answers of the other live processes' sets; none when Redis is down or slow (unless `surely`: a failure). */
  private async ask<T>(question: (r: RedisClient, process: string) => Promise<T>, surely = false): Promise<T[]> {
    const r = this.redis;
    if (!r) return [];
    let answers: T[] | null = null;
    if (r.isReady) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS)));
      const asked = (async () => {
        const processes = await r.zRangeByScore(PROCESSES_KEY, Date.now(), '+inf');
        return Promise.all(processes.filter((p) => p !== this.processId).map((p) => question(r, p)));
      })().catch((error: unknown) => {
        this.log.warn({ err: error }, 'socket census not answered; counting this process only');
        return null;
      });
      answers = await Promise.race([asked, late]).finally(() => clearTimeout(timer));
    }
    if (answers === null && surely) throw new Error('the socket census did not answer');
    return answers ?? [];
  }

  private write(change: (r: RedisClient) => Promise<unknown>): void {
    const r = this.redis;
    if (!r) return;
    if (!r.isReady) return void (this.dirty = true);
    change(r).catch(() => (this.dirty = true));
  }

  /**
   * Renews this process's entry and its sets' lifetimes, rewrites them all after Redis was away,
   * then looks for processes that died.
   */
  private async heartbeat(): Promise<void> {
    const r = this.redis;
    if (!r?.isReady) return void (this.dirty = true);
    const now = Date.now();
    const lapsed = this.renewedAt !== undefined && now - this.renewedAt > CENSUS_TTL_MS;
    try {
      const rewrite = this.dirty || lapsed;
      this.dirty = false;
      const work: Promise<unknown>[] = [r.zAdd(PROCESSES_KEY, { score: now + CENSUS_TTL_MS, value: this.processId })];
      for (const [room, users] of this.local) {
        const key = this.key(room);
        work.push(
          rewrite
            ? r
                .multi()
                .del(key)
                .sAdd(key, [...users.keys()])
                .pExpire(key, SETS_TTL_MS)
                .exec()
            : r.pExpire(key, SETS_TTL_MS),
        );
      }
      const present = this.localUsers();
      if (rewrite) {
        const tx = r.multi().del(this.usersKey);
        if (present.length > 0) tx.sAdd(this.usersKey, present).pExpire(this.usersKey, SETS_TTL_MS);
        work.push(tx.exec());
      } else work.push(r.pExpire(this.usersKey, SETS_TTL_MS));
      await Promise.all(work);
      this.renewedAt = now;
    } catch (error) {
      this.dirty = true;
      this.log.debug({ err: error }, 'socket census heartbeat failed');
      return;
    }
    if (lapsed)
      await this.returned?.().catch((error: unknown) => this.log.warn({ err: error }, 'return not announced'));
    await this.departures?.sweep(now);
  }
}
