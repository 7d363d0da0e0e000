import {
  clientEvents,
  directRoomName,
  postRoomName,
  type ChatMessage,
  type ServerEventName,
  type UserSummary,
} from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { emitEvent } from '../../realtime/emit.js';
import type { Realtime } from '../../realtime/realtime.module.js';
import { deliveryRooms, postOfRoom, postRoom, viewingRoom } from '../../realtime/rooms.js';
import { socketRoute } from '../../realtime/socket-route.js';
import type { PlazaSocket } from '../../realtime/socket-types.js';
import type { ChatService } from './chat.service.js';
import type { PostViewers } from './post-room.js';

export interface ChatSocketDeps {
  realtime: Realtime;
  chat: ChatService;
  viewers: PostViewers;
  log: FastifyBaseLogger;
}

/** What a stored change tells the conversation: a new or edited message, or a deletion. */
type Announcement = Extract<ServerEventName, 'new_message' | 'message_deleted'>;

/**
 * The chat socket events (spec 02 §7), registered with the socket router, which checks the
 * session, the rate limit and the payload and answers the acknowledgement. Each write is stored
 * by ChatService (which checks every right) before it is acknowledged; everyone else of the
 * conversation then hears it, the sending tab excepted: it has the acknowledgement.
 */
export function registerChatSockets(deps: ChatSocketDeps): void {
  const { realtime, chat, viewers, log } = deps;
  const { router } = realtime;

  /** Tells the rest of the conversation; a failure here does not undo the stored change. */
  const announce = (socket: PlazaSocket, event: Announcement, message: ChatMessage): ChatMessage => {
    try {
      emitEvent(socket.to(deliveryRooms(message)), event, message);
    } catch (error) {
      log.error({ err: error, event }, 'chat announcement failed');
    }
    return message;
  };

  socketRoute(router, clientEvents.message, async ({ payload, socket, actor }) => {
    const stored =
      payload.kind === 'send'
        ? await chat.send(actor, payload)
        : await chat.edit(actor, { id: payload.id, message: payload.message }, payload);
    return announce(socket, 'new_message', stored);
  });
  socketRoute(router, clientEvents.edit_message, async ({ payload, socket, actor }) =>
    announce(socket, 'new_message', await chat.edit(actor, payload)),
  );
  socketRoute(router, clientEvents.delete_message, async ({ payload, socket, actor }) =>
    announce(socket, 'message_deleted', await chat.remove(actor, payload)),
  );

  const summaries = new WeakMap<PlazaSocket, Promise<UserSummary>>();
  /** The sender as typing events name them: loaded once per socket. */
  const summaryOf = (socket: PlazaSocket): Promise<UserSummary> => {
    let summary = summaries.get(socket);
    if (!summary) {
      summary = chat.userSummary(socket.data.userId);
      summary.catch(() => summaries.delete(socket));
      summaries.set(socket, summary);
    }
    return summary;
  };

  /**
   * Direct: to the recipient's tabs showing this conversation, if the sender may reach them.
   * Post: to the rest of the live room, if this tab is in it. Anything else is dropped.
   */
  socketRoute(router, clientEvents.typing, async ({ payload: { medium, to }, socket, actor, userId }) => {
    if (medium === 'direct') {
      if (to === userId || !(await chat.canReach(actor, 'direct', to))) return;
      const user = await summaryOf(socket);
      emitEvent(realtime.io.to(viewingRoom(to, userId)), 'typing', {
        medium,
        to,
        roomName: directRoomName(userId, to),
        user,
      });
      return;
    }
    if (!socket.rooms.has(postRoom(to))) return;
    emitEvent(socket.to(postRoom(to)), 'typing', {
      medium,
      to,
      roomName: postRoomName(to),
      user: await summaryOf(socket),
    });
  });

  socketRoute(
    router,
    clientEvents.join_direct_user,
    async ({ payload: { userId: other, read }, socket, actor, userId }) => {
      const unread = read ? await chat.markRead(actor, other) : await chat.unreadFrom(actor, other);
      if (read) realtime.toUsers([userId], 'conversation_read', { userId: unread.userId });
      if (socket.connected) await socket.join(viewingRoom(userId, other));
      return unread;
    },
  );
  socketRoute(router, clientEvents.leave_direct_user, async ({ payload: other, socket, userId }) => {
    await socket.leave(viewingRoom(userId, other));
  });

  socketRoute(router, clientEvents.join_post, async ({ payload: postId, socket, actor }) => {
    if (!(await chat.canWatch(actor, postId))) throw new AppError('POST_NOT_FOUND');
    // A socket gone while the check ran must not be left behind in the room.
    if (socket.disconnected) throw new AppError('NOT_SIGNED_IN');
    await socket.join(postRoom(postId));
    await chat.countLiveView(actor, postId);
    return { postId, counter: await viewers.announce(postId) };
  });
  socketRoute(router, clientEvents.leave_post, async ({ payload: postId, socket }) => {
    if (!socket.rooms.has(postRoom(postId))) return;
    await socket.leave(postRoom(postId));
    viewers.recountSoon(postId);
  });

  router.onConnection((socket) => {
    let watched: string[] = [];
    socket.on('disconnecting', () => {
      watched = [...socket.rooms].map(postOfRoom).filter((id) => id !== null);
    });
    // Counted once the socket has left its rooms.
    socket.on('disconnect', () => {
      for (const postId of watched) viewers.recountSoon(postId);
    });
  });
}
