import { SOCKET_PATH } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Config } from '../config/config.js';
import type { Db } from '../db/database.js';
import type { SessionService } from '../features/auth/session.service.js';
import type { AuthCookies } from '../http/cookies.js';
import { corsOrigin } from '../http/cors.js';
import { emitToUsers } from './emit.js';
import { Presence } from './presence.js';
import type { RealtimeHub } from './realtime-hub.js';
import { connectRedis, type RedisLink } from './redis.js';
import { authenticateHandshake, HandshakeRefusal } from './socket-auth.js';
import type { PlazaIo } from './socket-types.js';

export interface RealtimeDeps {
  db: Db;
  config: Config;
  sessions: SessionService;
  cookies: AuthCookies;
}

export interface Realtime extends RealtimeHub {
  /** The Socket.IO server, for features with socket events of their own (chat). */
  io: PlazaIo;
  /** Whether other server processes can be asked now (fetchSockets); true without Redis. */
  othersReachable(): boolean;
  close(): Promise<void>;
}

/**
 * Socket.IO on the server's own port (spec 02 §7 Realtime socket). Each socket is authenticated
 * at the handshake and joins its user's room; with REDIS_URL the rooms span every process.
 */
export async function registerRealtime(app: FastifyInstance, deps: RealtimeDeps): Promise<Realtime> {
  const log = app.log.child({ module: 'realtime' });
  const redis: RedisLink | null = deps.config.redisUrl ? await connectRedis(deps.config.redisUrl, log) : null;
  const io: PlazaIo = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Long polling is plain HTTP: the same CORS as the API (the handshake then checks the origin itself).
    cors: { origin: corsOrigin(deps.config), credentials: true },
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  const othersReachable = redis ? redis.connected : () => true;
  const presence = new Presence(io, deps.db, log, othersReachable);

  io.use((socket, next) => {
    authenticateHandshake(socket, deps)
      .then(async (userId) => {
        socket.data.userId = userId;
        socket.data.firstOfUser = !(await presence.connected(userId));
        next();
      })
      .catch((error: unknown) => {
        if (error instanceof HandshakeRefusal) return next(error);
        log.error({ err: error }, 'socket handshake failed');
        next(new HandshakeRefusal('INTERNAL_ERROR'));
      });
  });
  io.on('connection', (socket) => presence.attach(socket));

  return {
    io,
    othersReachable,
    toUsers: (userIds, event, ...args) => emitToUsers(io, userIds, event, ...args),
    onlineAmong: (userIds) => presence.onlineAmong(userIds),
    async close() {
      presence.stop();
      await io.close();
      await redis?.close();
    },
  };
}
