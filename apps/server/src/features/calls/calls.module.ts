import { CALL } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Realtime } from '../../realtime/realtime.module.js';
import type { ChatService } from '../chat/chat.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { registerCallSockets } from './call-socket.js';
import { MemoryCallStore, type CallStore } from './call-store.js';
import { CallViews } from './call-views.js';
import { CallService, type CallTiming } from './call.service.js';
import { registerCallRoutes } from './calls.routes.js';
import { missedCallHook } from './missed-call.js';
import { RedisCallStore } from './redis-call-store.js';

export interface CallsDeps {
  db: Db;
  config: Config;
  realtime: Realtime;
  chat: ChatService;
  notifier: Notifier;
  /** The ring timeout and disconnect grace; tests shorten them. */
  timing?: Partial<CallTiming>;
}

/**
 * One-to-one calls (issue 21): the call events on the socket, GET /call, and the call state in
 * Redis when the realtime layer has it (every process then sees one state), else in memory.
 */
export function registerCalls(app: FastifyInstance, deps: CallsDeps): { close(): void } {
  const { db, config, realtime } = deps;
  const log = app.log.child({ module: 'calls' });
  const store: CallStore = realtime.redis ? new RedisCallStore(realtime.redis) : new MemoryCallStore();
  const calls = new CallService({
    db,
    io: realtime.io,
    store,
    views: new CallViews(db, config.calls),
    timing: { ringTimeoutMs: CALL.ringTimeoutMs, disconnectGraceMs: CALL.disconnectGraceMs, ...deps.timing },
    onMissed: missedCallHook({ db, chat: deps.chat, notifier: deps.notifier, realtime, log }),
    log,
  });
  registerCallSockets(realtime, calls, log);
  registerCallRoutes(app, { calls, config: config.calls });
  return {
    close() {
      calls.close();
      store.close();
    },
  };
}
