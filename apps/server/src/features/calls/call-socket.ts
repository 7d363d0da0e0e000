import { clientEvents } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '../../realtime/realtime.module.js';
import { socketRoute } from '../../realtime/socket-route.js';
import type { CallService } from './call.service.js';

/** The call socket events (spec 02 §7 join_call, leave_call; Plaza's call_signal), through the socket router. */
export function registerCallSockets(realtime: Realtime, calls: CallService, log: FastifyBaseLogger): void {
  const { router } = realtime;
  socketRoute(router, clientEvents.join_call, ({ payload: target, socket, userId }) =>
    calls.join(socket, userId, target),
  );
  socketRoute(router, clientEvents.leave_call, ({ payload, socket, userId }) =>
    calls.leave(socket, userId, payload.userId, payload.lost),
  );
  socketRoute(router, clientEvents.call_signal, ({ payload, socket, userId }) => calls.signal(socket, userId, payload));
  router.onConnection((socket) => {
    const { userId } = socket.data;
    socket.on('disconnect', () => {
      // Redis may be away (the store's command fails when the connection closes): the call's own expiry ends it then.
      calls.socketGone(userId, socket.id).catch((error: unknown) => log.warn({ err: error }, 'call not released'));
    });
  });
}
