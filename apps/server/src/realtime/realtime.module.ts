import { SOCKET_PATH } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Config } from '../config/config.js';
import type { Db } from '../db/database.js';
import type { Actor } from '../http/actor.js';
import type { SessionService } from '../features/auth/session.service.js';
import type { AuthCookies } from '../http/cookies.js';
import { corsOrigin } from '../http/cors.js';
import type { RateLimiter } from '../lib/rate-limiter.js';
import { emitToUsers } from './emit.js';
import { SocketCensus } from './census.js';
import { Presence } from './presence.js';
import type { RealtimeHub } from './realtime-hub.js';
import { connectRedis, type RedisClient, type RedisLink } from './redis.js';
import { SESSION_SWEEP_MS, SessionSockets } from './session-sockets.js';
import { socketsIn } from './sockets-in.js';
import { authenticateHandshake, HandshakeRefusal } from './socket-auth.js';
import { SocketRouter } from './socket-route.js';
import type { PlazaIo, PlazaSocket } from './socket-types.js';

export interface RealtimeDeps {
  db: Db;
  config: Config;
  sessions: SessionService;
  cookies: AuthCookies;
  /** Counts socket events against their declared rate limits (shared with the HTTP limits). */
  limiter: RateLimiter;
  /** How often each process checks its sockets' sessions (tests shorten it). */
  sessionSweepMs?: number;
  /**
   * Whether this process accepts sockets (the `realtime` role). Without it, the server only
   * emits to the sockets of the other processes (through Redis).
   */
  accept?: boolean;
}

export interface Realtime extends RealtimeHub {
  /** The Socket.IO server: rooms and emits of the features with socket events (chat). */
  io: PlazaIo;
  /** Where features register the handlers of their socket events (socketRoute). */
  router: SocketRouter;
  /** Whether other server processes can be asked now (fetchSockets); true without Redis. */
  othersReachable(): boolean;
  /** The sockets in these rooms in every process, or in this one when the others cannot be asked. */
  socketsIn(rooms: string[]): ReturnType<typeof socketsIn>;
  /** Who is in which room in every process, counted without asking the others. */
  census: SocketCensus;
  /** The Redis the rooms span (REDIS_URL), for state every process shares (calls); null: one process. */
  redis: RedisClient | null;
  close(): Promise<void>;
}

/**
 * Socket.IO on the server's own port (spec 02 §7 Realtime socket). Each socket is authenticated
 * at the handshake and joins its user's room; with REDIS_URL the rooms span every process.
 */
export async function registerRealtime(app: FastifyInstance, deps: RealtimeDeps): Promise<Realtime> {
  const log = app.log.child({ module: 'realtime' });
  const redis: RedisLink | null = deps.config.redisUrl ? await connectRedis(deps.config.redisUrl, log) : null;
  const io: PlazaIo = new Server({
    path: SOCKET_PATH,
    serveClient: false,
    // Long polling is plain HTTP: the same CORS as the API (the handshake then checks the origin itself).
    cors: { origin: corsOrigin(deps.config), credentials: true },
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  const accepting = deps.accept ?? true;
  if (accepting) io.attach(app.server);
  const othersReachable = redis ? redis.connected : () => true;
  const census = new SocketCensus(io, redis?.client ?? null, log);
  const presence = new Presence(io, deps.db, log, census);
  const sessionSockets = new SessionSockets(io, deps.sessions, log);
  sessionSockets.startSweeping(deps.sessionSweepMs ?? SESSION_SWEEP_MS);
  const router = new SocketRouter({
    limiter: deps.limiter,
    sessionLive: (sessionId) => sessionSockets.live(sessionId),
    log: log.child({ module: 'socket' }),
  });
  presence.register(router);

  /** Each socket's caller, as its handshake found them; kept in this process only. */
  const actors = new WeakMap<PlazaSocket, Actor>();
  io.use((socket, next) => {
    authenticateHandshake(socket, deps)
      .then(async (actor) => {
        socket.data.userId = actor.user.id;
        socket.data.sessionId = actor.sessionId;
        socket.data.firstOfUser = !(await presence.connected(actor.user.id));
        actors.set(socket, actor);
        next();
      })
      .catch((error: unknown) => {
        if (error instanceof HandshakeRefusal) return next(error);
        log.error({ err: error }, 'socket handshake failed');
        next(new HandshakeRefusal('INTERNAL_ERROR'));
      });
  });
  // The one connection handler: features add theirs through the router.
  io.on('connection', (socket) => {
    sessionSockets.attach(socket);
    presence.attach(socket);
    router.attach(socket, actors.get(socket)!);
  });

  return {
    io,
    router,
    othersReachable,
    socketsIn: (rooms) => socketsIn(io, othersReachable, log, rooms),
    census,
    redis: redis?.client ?? null,
    toUsers: (userIds, event, ...args) => emitToUsers(io, userIds, event, ...args),
    onlineAmong: (userIds) => presence.onlineAmong(userIds),
    async close() {
      sessionSockets.stop();
      presence.stop();
      await census.close();
      // Without sockets of its own there is no engine to close; the adapter ends with Redis below.
      if (accepting) await io.close();
      await redis?.close();
    },
  };
}
