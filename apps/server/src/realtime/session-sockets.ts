import type { FastifyBaseLogger } from 'fastify';
import type { SessionService } from '../features/auth/session.service.js';
import { sessionRoom } from './rooms.js';
import type { PlazaIo, PlazaSocket } from './socket-types.js';

/** How often each process checks its sockets' sessions, in case a closing order was lost. */
export const SESSION_SWEEP_MS = 60_000;
/** Sessions asked about per query by the sweep. */
const SWEEP_BATCH = 500;

/**
 * A socket lives only as long as its session. Three layers, so a revoked session never keeps a
 * voice here:
 * - on revocation (any way: logout, password change or reset, refresh-token reuse) the
 *   session's room is disconnected, through the Redis adapter in every process;
 * - every event a socket sends is let through only while its session is live (the socket router
 *   asks `live`: one primary-key query, as each HTTP call makes), so a socket whose closing order
 *   was lost (Redis down at that moment) cannot act: it is closed on its next event;
 * - every SESSION_SWEEP_MS each process closes its sockets whose session ended, so such a
 *   socket does not keep listening either.
 */
export class SessionSockets {
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly io: PlazaIo,
    private readonly sessions: SessionService,
    private readonly log: FastifyBaseLogger,
  ) {
    sessions.onEnded((sessionIds) => this.close(sessionIds));
  }

  /** Wires a socket that passed the handshake: it joins its session's room. */
  attach(socket: PlazaSocket): void {
    const { sessionId } = socket.data;
    void socket.join(sessionRoom(sessionId));
    // A revocation between the handshake's check and the join above did not reach this socket.
    void this.live(sessionId).then((live) => {
      if (live === false) socket.disconnect(true);
    });
  }

  /** Checks the sockets of this process every `intervalMs`. */
  startSweeping(intervalMs: number): void {
    this.sweeper = setInterval(() => void this.sweep(), intervalMs);
    this.sweeper.unref();
  }

  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  /** Closes this process's sockets whose session is no longer live. */
  async sweep(): Promise<void> {
    const sockets = [...this.io.of('/').sockets.values()];
    const ids = [...new Set(sockets.map((s) => s.data.sessionId))];
    try {
      const live = new Set<string>();
      for (let i = 0; i < ids.length; i += SWEEP_BATCH) {
        for (const id of await this.sessions.liveAmong(ids.slice(i, i + SWEEP_BATCH))) live.add(id);
      }
      for (const socket of sockets) if (!live.has(socket.data.sessionId)) socket.disconnect(true);
    } catch (error) {
      this.log.error({ err: error }, 'session sweep failed');
    }
  }

  private async close(sessionIds: readonly string[]): Promise<void> {
    // No rooms at all would mean every socket.
    if (sessionIds.length === 0) return;
    const rooms = sessionIds.map(sessionRoom);
    try {
      // Here at once, then in every other process: with the Redis adapter even this process's
      // own part would otherwise wait for the order to come back through Redis.
      this.io.local.in(rooms).disconnectSockets(true);
      this.io.in(rooms).disconnectSockets(true);
    } catch (error) {
      // The sweep and the per-event check still close them.
      this.log.error({ err: error }, 'closing the sockets of ended sessions failed');
    }
  }

  /** Whether the session is live; null when the database could not tell. */
  async live(sessionId: string): Promise<boolean | null> {
    try {
      return (await this.sessions.liveAmong([sessionId])).has(sessionId);
    } catch (error) {
      this.log.error({ err: error }, 'session check failed');
      return null;
    }
  }
}
