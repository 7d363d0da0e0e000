import { clientEvents } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { emitEvent, emitToUsers } from './emit.js';
import { userRoom } from './rooms.js';
import { socketRoute, type SocketRouter } from './socket-route.js';
import type { SocketCensus } from './census.js';
import type { PlazaIo, PlazaSocket } from './socket-types.js';

/**
 * Presence (spec 02 §4, §7): a user is online while at least one of their tabs has a socket. Their
 * contacts, and nobody else, hear when the first tab opens (contact_user_connected) and the last
 * one closes (socket_disconnected). A connecting tab hears `presence` for each contact online
 * then; a contact answering with send_presence(<id>) tells that one user again. Who is online
 * comes from the socket census (every process's counts in Redis), so this holds across processes
 * and never waits for a process that died.
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
  ) {}

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
    this.arrivals.set(socket, announced);
    void announced.then(() => this.safely(() => this.tellWhoIsOnline(socket)));
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
    const now = new Date();
    await this.db.updateTable('users').set({ last_online_at: now }).where('id', '=', userId).execute();
    emitToUsers(this.io, await this.contactsOf(userId), 'socket_disconnected', {
      userId,
      lastOnlineDate: now.toISOString(),
    });
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
