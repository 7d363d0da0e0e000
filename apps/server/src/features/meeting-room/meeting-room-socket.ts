import { clientEvents } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '../../realtime/realtime.module.js';
import { socketRoute } from '../../realtime/socket-route.js';
import type { MeetingRoomService } from './meeting-room.service.js';

/** The meeting room's socket events, through the socket router. */
export function registerMeetingRoomSockets(
  realtime: Realtime,
  rooms: MeetingRoomService,
  log: FastifyBaseLogger,
): void {
  const { router } = realtime;
  socketRoute(router, clientEvents.meeting_join, ({ payload, socket, actor }) => rooms.join(socket, actor, payload));
  socketRoute(router, clientEvents.meeting_publish, ({ payload, socket }) => rooms.publish(socket, payload.offer));
  socketRoute(router, clientEvents.meeting_subscribe, ({ payload, socket }) => rooms.subscribe(socket, payload.feed));
  socketRoute(router, clientEvents.meeting_subscribe_answer, ({ payload, socket }) =>
    rooms.subscribeAnswer(socket, payload.feed, payload.answer),
  );
  socketRoute(router, clientEvents.meeting_trickle, ({ payload, socket }) => rooms.trickle(socket, payload));
  socketRoute(router, clientEvents.meeting_leave, ({ socket }) => rooms.leave(socket));
  socketRoute(router, clientEvents.meeting_mute_all, ({ socket }) => rooms.muteAll(socket));
  socketRoute(router, clientEvents.meeting_remove, ({ payload: userId, socket }) => rooms.remove(socket, userId));
  socketRoute(router, clientEvents.meeting_end, ({ socket, actor }) => rooms.end(socket, actor));
  router.onConnection((socket) => {
    socket.on('disconnect', () => {
      rooms.leave(socket).catch((error: unknown) => log.warn({ err: error }, 'meeting room not left'));
    });
  });
}
