import {
  CHAT,
  chatDeleteSchema,
  chatEditSchema,
  chatPostSchema,
  chatSendSchema,
  chatTypingSchema,
  chatUserSchema,
  type ChatMessage,
  type UserSummary,
} from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, ValidationError } from '../../http/app-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { Realtime } from '../../realtime/realtime.module.js';
import type { PlazaSocket } from '../../realtime/socket-types.js';
import { deliveryRooms, postRoom, viewingRoom } from './chat-rooms.js';
import type { ChatService } from './chat.service.js';
import { postOfRoom, type PostViewers } from './post-room.js';
import { ackOf, answer, parsePayload } from './socket-ack.js';

export interface ChatSocketDeps {
  realtime: Realtime;
  chat: ChatService;
  limiter: RateLimiter;
  viewers: PostViewers;
  log: FastifyBaseLogger;
}

const MINUTE_MS = 60_000;

/** What each kind of write tells the conversation once it is stored. */
type Announcement = 'new_message' | 'message_edited' | 'message_deleted';

// Ids name rooms, so they are compared in the one spelling the database gives them.
const userIdOf = (payload: unknown) => parsePayload(chatUserSchema, payload).userId.toLowerCase();
const postIdOf = (payload: unknown) => parsePayload(chatPostSchema, payload).postId.toLowerCase();

/** The chat socket events (spec 02 §7): message, edit_message, delete_message, typing, direct and post rooms. */
export function attachChatSockets(deps: ChatSocketDeps): void {
  deps.realtime.io.on('connection', (socket) => new ChatSocket(socket, deps, deps.viewers).attach());
}

/** One tab's chat events. Every payload is parsed with its contract schema; nothing thrown escapes. */
class ChatSocket {
  private readonly userId: string;
  private summary: Promise<UserSummary> | null = null;

  constructor(
    private readonly socket: PlazaSocket,
    private readonly deps: ChatSocketDeps,
    private readonly viewers: PostViewers,
  ) {
    this.userId = socket.data.userId;
  }

  attach(): void {
    const { socket, deps, userId } = this;
    socket.on(
      'message',
      this.write('message', 'new_message', (p) => deps.chat.send(userId, parsePayload(chatSendSchema, p))),
    );
    socket.on(
      'edit_message',
      this.write('edit_message', 'message_edited', (p) => deps.chat.edit(userId, parsePayload(chatEditSchema, p))),
    );
    socket.on(
      'delete_message',
      this.write('delete_message', 'message_deleted', (p) =>
        deps.chat.remove(userId, parsePayload(chatDeleteSchema, p)),
      ),
    );
    socket.on('typing', (payload: unknown) => this.quietly('typing', () => this.typing(payload)));
    socket.on('join_direct_user', (payload: unknown) =>
      this.quietly('join_direct_user', async () => {
        if (socket.connected) await socket.join(viewingRoom(userId, userIdOf(payload)));
      }),
    );
    socket.on('leave_direct_user', (payload: unknown) =>
      this.quietly('leave_direct_user', () => socket.leave(viewingRoom(userId, userIdOf(payload)))),
    );
    socket.on('join_post', (payload: unknown, ack: unknown) => {
      void answer(ackOf<{ counter: number }>(ack), deps.log, 'join_post', () => this.joinPost(payload));
    });
    socket.on('leave_post', (payload: unknown) => this.quietly('leave_post', () => this.leavePost(payload)));

    let watched: string[] = [];
    socket.on('disconnecting', () => {
      watched = [...socket.rooms].map(postOfRoom).filter((id) => id !== null);
    });
    // Counted once the socket has left its rooms.
    socket.on('disconnect', () => {
      for (const postId of watched) this.viewers.recountSoon(postId);
    });
  }

  /**
   * A message, an edit or a deletion: rate-limited, stored by the service, acknowledged, then
   * announced to the conversation (deliveryRooms). A refusal is only acknowledged.
   */
  private write(event: string, announcement: Announcement, store: (payload: unknown) => Promise<ChatMessage>) {
    return (payload: unknown, ack: unknown) => {
      void answer(ackOf<ChatMessage>(ack), this.deps.log, event, async () => {
        await this.withinRate();
        return store(payload);
      }).then((result) => {
        if (!result.ok) return;
        try {
          this.deps.realtime.io.to(deliveryRooms(result.data)).emit(announcement, result.data);
        } catch (error) {
          this.deps.log.error({ err: error, event }, 'chat announcement failed');
        }
      });
    };
  }

  /** Messages, edits and deletions together, at most CHAT.sendsPerMinute a minute per user. */
  private async withinRate(): Promise<void> {
    const { count } = await this.deps.limiter.hit(`chat:${this.userId}`, MINUTE_MS);
    if (count > CHAT.sendsPerMinute) throw new AppError('TOO_MANY_REQUESTS');
  }

  /**
   * Direct: to the recipient's tabs showing this conversation, if the sender may reach them.
   * Post: to the rest of the live room, if this tab is in it. Anything else is dropped.
   */
  private async typing(payload: unknown): Promise<void> {
    const input = parsePayload(chatTypingSchema, payload);
    const { medium } = input;
    const to = input.to.toLowerCase();
    if (medium === 'direct') {
      if (to === this.userId || !(await this.deps.chat.canReach(this.userId, 'direct', to))) return;
      this.deps.realtime.io.to(viewingRoom(to, this.userId)).emit('typing', { medium, to, user: await this.me() });
      return;
    }
    if (!this.socket.rooms.has(postRoom(to))) return;
    this.socket.to(postRoom(to)).emit('typing', { medium, to, user: await this.me() });
  }

  private async joinPost(payload: unknown): Promise<{ counter: number }> {
    const postId = postIdOf(payload);
    if (!(await this.deps.chat.canWatch(this.userId, postId))) throw new AppError('POST_NOT_FOUND');
    // A socket gone while the check ran must not be left behind in the room.
    if (this.socket.disconnected) throw new AppError('NOT_SIGNED_IN');
    await this.socket.join(postRoom(postId));
    return { counter: await this.viewers.announce(postId) };
  }

  private async leavePost(payload: unknown): Promise<void> {
    const postId = postIdOf(payload);
    if (!this.socket.rooms.has(postRoom(postId))) return;
    await this.socket.leave(postRoom(postId));
    this.viewers.recountSoon(postId);
  }

  /** The sender as typing events name them: loaded once per socket. */
  private me(): Promise<UserSummary> {
    this.summary ??= this.deps.chat.userSummary(this.userId).catch((error: unknown) => {
      this.summary = null;
      throw error;
    });
    return this.summary;
  }

  /** Events without an acknowledgement: invalid input is dropped, a failure only logged. */
  private quietly(event: string, work: () => Promise<void> | void): void {
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => {
        if (error instanceof ValidationError) return;
        this.deps.log.error({ err: error, event }, 'chat socket event failed');
      });
  }
}
