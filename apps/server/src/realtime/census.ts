import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisClient } from './redis.js';
import { postOfRoom } from './rooms.js';
import type { PlazaIo } from './socket-types.js';

const PREFIX = 'plaza:census';
const PROCESSES = `${PREFIX}:processes`;
/** A process that has not renewed its entry for this long is taken for dead, and its sockets with it. */
export const CENSUS_TTL_MS = 6000;
const HEARTBEAT_MS = 2000;
/** A question to Redis that takes longer is answered from this process alone. */
const READ_TIMEOUT_MS = 500;

/** The rooms counted: a user's (online or not) and posts' live rooms (viewer counts). */
const counted = (room: string) => room.startsWith('user:') || postOfRoom(room) !== null;

/**
 * Who is in which room, in every process, without asking the others for their sockets
 * (fetchSockets waits for every process, a dead one included). Each process counts its own
 * sockets from its adapter's join/leave events, and with Redis keeps one set per room of the
 * users it has there (`plaza:census:<process>:<room>`); the sets of a process that stops
 * renewing its entry in `plaza:census:processes` are ignored at once and expire soon after.
 */
export class SocketCensus {
  readonly processId = randomUUID();
  /** room → user → how many of this process's sockets. */
  private readonly local = new Map<string, Map<string, number>>();
  private readonly owners = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  /** Redis missed some changes (it was down): everything is written again on the next heartbeat. */
  private dirty = true;

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
      if (n === 1) this.write((r) => r.sAdd(this.key(room), userId), room);
    });
    adapter.on('leave-room', (room: string, id: string) => {
      const userId = this.owners.get(id);
      const users = this.local.get(room);
      if (!userId || !users?.has(userId)) return;
      const n = users.get(userId)! - 1;
      if (n > 0) return void users.set(userId, n);
      users.delete(userId);
      if (users.size === 0) this.local.delete(room);
      this.write((r) => r.sRem(this.key(room), userId));
    });
    io.of('/').on('connection', (socket) => socket.on('disconnect', () => this.owners.delete(socket.id)));
    if (redis) {
      this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
      this.timer.unref();
      void this.heartbeat();
    }
  }

  /** Of these users, those with a socket in some live process. */
  async usersOnline(userIds: readonly string[]): Promise<Set<string>> {
    const online = new Set(userIds.filter((id) => this.local.has(`user:${id}`)));
    const rest = userIds.filter((id) => !online.has(id));
    if (rest.length === 0) return online;
    const answers = await this.ask((r, process) =>
      Promise.all(rest.map((id) => r.sCard(`${PREFIX}:${process}:user:${id}`))),
    );
    for (const counts of answers) counts.forEach((n, i) => n > 0 && online.add(rest[i]!));
    return online;
  }

  /** The distinct users with a socket in this room, in every live process. */
  async usersIn(room: string): Promise<Set<string>> {
    const users = new Set(this.local.get(room)?.keys());
    for (const members of await this.ask((r, process) => r.sMembers(`${PREFIX}:${process}:${room}`)))
      for (const id of members) users.add(id);
    return users;
  }

  /** Forgets this process's entries (a graceful stop: its sockets are gone). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    if (!this.redis?.isReady) return;
    const keys = [...this.local.keys()].map((room) => this.key(room));
    await Promise.all([this.redis.zRem(PROCESSES, this.processId), keys.length ? this.redis.del(keys) : 0]).catch(
      (error: unknown) => this.log.warn({ err: error }, 'could not clear the socket census'),
    );
  }

  private key(room: string): string {
    return `${PREFIX}:${this.processId}:${room}`;
  }

  /** The answers of the other live processes' sets; none when Redis is down or slow. */
  private async ask<T>(question: (r: RedisClient, process: string) => Promise<T>): Promise<T[]> {
    const r = this.redis;
    if (!r?.isReady) return [];
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<T[]>((resolve) => (timer = setTimeout(() => resolve([]), READ_TIMEOUT_MS)));
    const asked = (async () => {
      const processes = await r.zRangeByScore(PROCESSES, Date.now(), '+inf');
      return Promise.all(processes.filter((p) => p !== this.processId).map((p) => question(r, p)));
    })().catch((error: unknown) => {
      this.log.warn({ err: error }, 'socket census not answered; counting this process only');
      return [] as T[];
    });
    return Promise.race([asked, late]).finally(() => clearTimeout(timer));
  }

  private write(change: (r: RedisClient) => Promise<unknown>, fresh?: string): void {
    const r = this.redis;
    if (!r) return;
    if (!r.isReady) return void (this.dirty = true);
    change(r)
      .then(() => (fresh ? r.pExpire(this.key(fresh), CENSUS_TTL_MS * 2) : undefined))
      .catch(() => (this.dirty = true));
  }

  /** Renews this process's entry and its sets' lifetimes; rewrites them all after Redis was away. */
  private async heartbeat(): Promise<void> {
    const r = this.redis;
    if (!r?.isReady) return void (this.dirty = true);
    try {
      const now = Date.now();
      const rewrite = this.dirty;
      this.dirty = false;
      const work: Promise<unknown>[] = [
        r.zAdd(PROCESSES, { score: now + CENSUS_TTL_MS, value: this.processId }),
        r.zRemRangeByScore(PROCESSES, '-inf', now),
      ];
      for (const [room, users] of this.local) {
        const key = this.key(room);
        if (rewrite)
          work.push(
            r
              .multi()
              .del(key)
              .sAdd(key, [...users.keys()])
              .pExpire(key, CENSUS_TTL_MS * 2)
              .exec(),
          );
        else work.push(r.pExpire(key, CENSUS_TTL_MS * 2));
      }
      await Promise.all(work);
    } catch (error) {
      this.dirty = true;
      this.log.debug({ err: error }, 'socket census heartbeat failed');
    }
  }
}
