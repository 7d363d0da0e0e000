import { clientEvents } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { emitEvent, emitToUsers } from './emit.js';
import { userRoom } from './rooms.js';
import { socketRoute, type SocketRouter } from './socket-route.js';
import type { SocketCensus } from './census.js';
import type { Departure } from './census-departures.js';
import type { PlazaIo, PlazaSocket } from './socket-types.js';

/** How many users of a dead process are looked up and claimed at a time. */
const DEPARTED_BATCH = 500;

/**
 * Presence (spec 02 §4, §7): a user is online while at least one of their tabs has a socket. Their
 * contacts, and nobody else, hear when the first tab opens (contact_user_connected) and the last
 * one closes (socket_disconnected). A connecting tab hears `presence` for each contact online
 * then; a contact answering with send_presence(<id>) tells that one user again. Who is online
 * comes from the socket census (every process's counts in Redis), so this holds across processes
 * and never waits for a process that died. When a process dies without closing its sockets, one
 * surviving process announces socket_disconnected for each of its users who has no socket left
 * anywhere (`departed`), as their last tab closing would have.
 */
export class Presence {
  private closing = false;
  /** Each socket's arrival announcement: what it later asks waits for it, so nobody sees things out of order. */
  private readonly arrivals = new WeakMap<PlazaSocket, Promise<void>>();

  constructor(
    private readonly io: PlazaIo,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** Who is online in every process, without asking each for its sockets. */
    private readonly census: SocketCensus,
  ) {
    census.departures?.onDeparted((departure, userIds) => this.departed(departure, userIds));
    census.onReturned(() => this.returned());
  }

  /** Whether the user has a socket in this process or, with the adapter, in any other. */
  async connected(userId: string): Promise<boolean> {
    return (await this.census.usersOnline([userId])).has(userId);
  }

  /** Of these users, those with at least one connected socket. */
  async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    return this.census.usersOnline(userIds);
  }

  /** send_presence: the router hands it here. */
  register(router: SocketRouter): void {
    socketRoute(router, clientEvents.send_presence, async ({ payload: target, userId, socket }) => {
      await this.arrivals.get(socket);
      if (target === null) return [...(await this.onlineAmong(await this.contactsOf(userId)))];
      if (!(await this.mayTell(userId, target))) return [];
      emitToUsers(this.io, [target], 'presence', userId);
      return (await this.connected(target)) ? [target] : [];
    });
  }

  /** Wires a socket that passed the handshake. */
  attach(socket: PlazaSocket): void {
    const { userId, firstOfUser } = socket.data;
    void socket.join(userRoom(userId));
    // The tab hears who is online after its own arrival was announced, so nobody sees them out of order.
    const announced = firstOfUser ? this.safely(() => this.cameOnline(userId)) : Promise.resolve();
    // send_presence answers after the tab was told who is online, so its answer never overtakes that.
    this.arrivals.set(
      socket,
      announced.then(() => this.safely(() => this.tellWhoIsOnline(socket))),
    );
    socket.on('disconnect', () => {
      // A shutdown is not the user leaving: their tabs reconnect, here or to another process.
      if (!this.closing) void announced.then(() => this.safely(() => this.leftIfLast(userId)));
    });
  }

  /** From now on, sockets cut by the shutdown do not mark their users offline. */
  stop(): void {
    this.closing = true;
  }

  private async cameOnline(userId: string): Promise<void> {
    emitToUsers(this.io, await this.contactsOf(userId), 'contact_user_connected', userId);
  }

  private async tellWhoIsOnline(socket: PlazaSocket): Promise<void> {
    if (socket.disconnected) return;
    for (const contactId of await this.onlineAmong(await this.contactsOf(socket.data.userId))) {
      emitEvent(socket, 'presence', contactId);
    }
  }

  private async leftIfLast(userId: string): Promise<void> {
    if (await this.connected(userId)) return;
    await this.wentOffline([userId]);
  }

  /**
   * The users of a process that died, handed over once by the census of every surviving process:
   * those with no socket left in a live process are announced offline by whichever process claims
   * them first. Only users of this deployment's database are claimed, so a process of another
   * deployment sharing the Redis (or another test's) cannot take them.
   */
  private async departed(departure: Departure, userIds: string[]): Promise<void> {
    if (this.closing) return;
    for (let i = 0; i < userIds.length; i += DEPARTED_BATCH) {
      const batch = userIds.slice(i, i + DEPARTED_BATCH);
      const ours = await this.db.selectFrom('users').select('id').where('id', 'in', batch).execute();
      // Unsure (Redis slow) is not offline: the next heartbeat asks again.
      const online = await this.census.usersOnline(
        ours.map((u) => u.id),
        true,
      );
      const gone = ours.map((u) => u.id).filter((id) => !online.has(id));
      await this.wentOffline(await this.census.departures!.claim(departure, gone));
    }
  }

  /** This process's users after the others took it for dead (it hung): online again, for their contacts. */
  private async returned(): Promise<void> {
    if (this.closing) return;
    for (const userId of this.census.localUsers()) await this.cameOnline(userId);
  }

  /** What the last tab of each of these users closing means: stored, and told to their contacts. */
  private async wentOffline(userIds: readonly string[]): Promise<void> {
    // A tab that closed as the server began to close was looked up before; the database may be gone now.
    if (userIds.length === 0 || this.closing) return;
    const now = new Date();
    await this.db.updateTable('users').set({ last_online_at: now }).where('id', 'in', userIds).execute();
    const contacts = await this.db
      .selectFrom('contacts')
      .select(['user_id', 'contact_user_id'])
      .where('user_id', 'in', userIds)
      .execute();
    const contactsOf = new Map<string, string[]>();
    for (const c of contacts) {
      const theirs = contactsOf.get(c.user_id);
      if (theirs) theirs.push(c.contact_user_id);
      else contactsOf.set(c.user_id, [c.contact_user_id]);
    }
    for (const userId of userIds) {
      const theirs = contactsOf.get(userId) ?? [];
      emitToUsers(this.io, theirs, 'socket_disconnected', { userId, lastOnlineDate: now.toISOString() });
    }
  }

  private async contactsOf(userId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('contacts').select('contact_user_id').where('user_id', '=', userId).execute();
    return rows.map((r) => r.contact_user_id);
  }

  /** Whether `userId` may tell `target` they are online: a contact, and neither has blocked the other. */
  private async mayTell(userId: string, target: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('contacts as k')
      .select('k.contact_user_id')
      .where('k.user_id', '=', userId)
      .where('k.contact_user_id', '=', target)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_blocks as b')
              .select('b.blocker_id')
              .where((w) =>
                w.or([
                  w.and([w('b.blocker_id', '=', userId), w('b.blocked_id', '=', target)]),
                  w.and([w('b.blocker_id', '=', target), w('b.blocked_id', '=', userId)]),
                ]),
              ),
          ),
        ),
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  private async safely(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.log.error({ err: error }, 'presence update failed');
    }
  }
}
