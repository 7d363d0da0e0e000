import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Realtime } from '../../realtime/realtime.module.js';
import { postOfRoom, postRoom, userRoom } from '../../realtime/rooms.js';
import { visiblePosts } from '../posts/post.queries.js';
import type { PostViewers } from './post-room.js';

/** Posts some of whose watchers may no longer see them. */
export type HiddenPosts = { postIds: readonly string[] } | { channelId: string } | { zoneId: string };

/**
 * What the services that take sight of posts away tell the live rooms, after their change is
 * committed. Neither call throws: the change stands whatever happens to the rooms.
 */
export interface PostSightLoss {
  /** These users may see fewer posts than before (they left a channel or a zone). */
  usersLostSight(userIds: readonly string[]): Promise<void>;
  /** Some who watch these posts may no longer see them (a post, channel or zone made private; a post deleted). */
  postsHidden(posts: HiddenPosts): Promise<void>;
}

/**
 * Keeps each post's live room to those who may see the post. Joining checks once; whoever later
 * loses sight of it is taken out here: the sockets concerned are found in every process
 * (fetchSockets), each of their post rooms is checked against visiblePosts, the one rule of
 * who sees a post, and the user's sockets leave every room they may no longer see, in every
 * process; those rooms hear the new viewer count.
 *
 * Checking on events that take sight away, rather than at every delivery, keeps a message's
 * path free of a cross-process question and a query per watcher; a room is re-checked only
 * when a membership ends or a post, channel or zone turns private.
 */
export class LiveRoomAccess implements PostSightLoss {
  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
    private readonly viewers: PostViewers,
    private readonly log: FastifyBaseLogger,
  ) {}

  async usersLostSight(userIds: readonly string[]): Promise<void> {
    await this.safely(() => this.recheck(userIds.map(userRoom), null));
  }

  async postsHidden(posts: HiddenPosts): Promise<void> {
    await this.safely(async () => {
      const postIds = 'postIds' in posts ? posts.postIds : await this.postsOf(posts);
      await this.recheck(postIds.map(postRoom), new Set(postIds));
    });
  }

  /** The sockets in `rooms`: each leaves the post rooms (of `only`, if given) its user may no longer see. */
  private async recheck(rooms: string[], only: ReadonlySet<string> | null): Promise<void> {
    if (rooms.length === 0) return;
    const watched = new Map<string, Set<string>>();
    for (const socket of await this.realtime.socketsIn(rooms)) {
      for (const room of socket.rooms) {
        const postId = postOfRoom(room);
        if (postId === null || (only && !only.has(postId))) continue;
        const posts = watched.get(socket.data.userId) ?? new Set<string>();
        posts.add(postId);
        watched.set(socket.data.userId, posts);
      }
    }
    const emptied = new Set<string>();
    for (const [userId, postIds] of watched) {
      const visible = await this.visibleAmong(userId, [...postIds]);
      const lost = [...postIds].filter((id) => !visible.has(id));
      if (lost.length === 0) continue;
      const { io } = this.realtime;
      // Here at once, then in every other process (with the adapter, even this one's part goes round Redis).
      io.local.in(userRoom(userId)).socketsLeave(lost.map(postRoom));
      io.in(userRoom(userId)).socketsLeave(lost.map(postRoom));
      for (const id of lost) emptied.add(id);
    }
    for (const postId of emptied) this.viewers.recountSoon(postId);
  }

  private async visibleAmong(userId: string, postIds: string[]): Promise<Set<string>> {
    const rows = await visiblePosts(this.db, userId).select('p.id').where('p.id', 'in', postIds).execute();
    return new Set(rows.map((r) => r.id));
  }

  private async postsOf(place: { channelId: string } | { zoneId: string }): Promise<string[]> {
    let query = this.db.selectFrom('posts as p').innerJoin('channels as c', 'c.id', 'p.channel_id').select('p.id');
    query =
      'channelId' in place ? query.where('c.id', '=', place.channelId) : query.where('c.zone_id', '=', place.zoneId);
    return (await query.execute()).map((r) => r.id);
  }

  private async safely(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.log.error({ err: error }, 'live room access check failed');
    }
  }
}
