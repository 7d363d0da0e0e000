import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { emitToUsers } from './emit.js';
import { userRoom } from './realtime-hub.js';
import { socketsIn } from './sockets-in.js';
import type { PlazaIo, PlazaSocket } from './socket-types.js';

/**
 * Presence (spec 02 §4): a user is online while at least one of their tabs has a socket. Their
 * contacts, and nobody else, hear when the first tab opens and the last one closes; a contact
 * asks with send_presence which of their contacts are online. Rooms are asked across processes
 * (fetchSockets), so this holds with the Redis adapter too.
 */
export class Presence {
  private closing = false;

  constructor(
    private readonly io: PlazaIo,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** Whether other server processes can be asked (always, without Redis: there are none). */
    private readonly othersReachable: () => boolean,
  ) {}

  /** Whether the user has a socket in this process or, with the adapter, in any other. */
  async connected(userId: string): Promise<boolean> {
    return (await this.socketsIn([userRoom(userId)])).length > 0;
  }

  /** Of these users, those with at least one connected socket. */
  async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const wanted = new Set(userIds);
    const sockets = await this.socketsIn(userIds.map(userRoom));
    return new Set(sockets.map((s) => s.data.userId).filter((id) => wanted.has(id)));
  }

  /** Wires a socket that passed the handshake. */
  attach(socket: PlazaSocket): void {
    const { userId, firstOfUser } = socket.data;
    void socket.join(userRoom(userId));
    // Later events wait for the announcement, so nobody sees them out of order.
    const announced = firstOfUser ? this.safely(() => this.cameOnline(userId)) : Promise.resolve();
    socket.on('send_presence', () => {
      void announced.then(() => this.safely(() => this.answer(socket)));
    });
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
    emitToUsers(this.io, await this.contactsOf(userId), 'contact_user_connected', { userId });
  }

  private async answer(socket: PlazaSocket): Promise<void> {
    const online = await this.onlineAmong(await this.contactsOf(socket.data.userId));
    socket.emit('presence', { online: [...online] });
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

  private socketsIn(rooms: string[]) {
    return socketsIn(this.io, this.othersReachable, this.log, rooms);
  }

  private async safely(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.log.error({ err: error }, 'presence update failed');
    }
  }
}
