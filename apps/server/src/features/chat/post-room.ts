import type { FastifyBaseLogger } from 'fastify';
import { emitEvent } from '../../realtime/emit.js';
import type { Realtime } from '../../realtime/realtime.module.js';
import { postRoom } from '../../realtime/rooms.js';

/** After a viewer leaves, the count waits this long so a crowd leaving at once is counted once. */
const RECOUNT_DELAY_MS = 100;

/**
 * The viewer counts of posts' live rooms: how many distinct users have a socket in the room, in
 * every server process (the socket census), announced to the room as stream_viewer_count_change.
 */
export class PostViewers {
  private readonly pending = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly realtime: Realtime,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Distinct users watching the post now. */
  async count(postId: string): Promise<number> {
    return (await this.realtime.census.usersIn(postRoom(postId))).size;
  }

  /** Counts and tells the room at once (a viewer joined); answers the count. */
  async announce(postId: string): Promise<number> {
    const counter = await this.count(postId);
    emitEvent(this.realtime.io.to(postRoom(postId)), 'stream_viewer_count_change', { postId, counter });
    return counter;
  }

  /** Counts and tells the room shortly (a viewer left); several leavings make one announcement. */
  recountSoon(postId: string): void {
    if (this.pending.has(postId)) return;
    const timer = setTimeout(() => {
      this.pending.delete(postId);
      this.announce(postId).catch((error: unknown) => this.log.error({ err: error, postId }, 'viewer recount failed'));
    }, RECOUNT_DELAY_MS);
    timer.unref();
    this.pending.set(postId, timer);
  }
}
