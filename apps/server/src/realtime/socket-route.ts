import { type AckOf, type ClientEvent, type ErrorReply, type PayloadOf, type SocketReply } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../http/actor.js';
import { AppError } from '../http/app-error.js';
import { errorReply } from '../http/error-handler.js';
import type { RateLimiter } from '../lib/rate-limiter.js';
import { parsePayload, socketErrorReply } from './socket-reply.js';
import type { PlazaSocket } from './socket-types.js';

/** What a socket event's handler is given: the payload parsed by its declaration, and who sent it. */
export interface SocketContext<E extends ClientEvent> {
  payload: PayloadOf<E>;
  /** The sending socket: its rooms, and `socket.to(...)` to tell everyone else. */
  socket: PlazaSocket;
  /** The caller, found by the handshake as an HTTP call's by the auth hook (its user row is not reloaded per event). */
  actor: Actor;
  /** The caller's id (`actor.user.id`): the rooms and rate limits are keyed by it. */
  userId: string;
}

export type SocketHandler<E extends ClientEvent> = (ctx: SocketContext<E>) => Promise<AckOf<E>> | AckOf<E>;

type Ack = (...reply: unknown[]) => void;

export interface SocketRouterDeps {
  limiter: RateLimiter;
  /** Whether the session is live; null when that cannot be told now (the database did not answer). */
  sessionLive(sessionId: string): Promise<boolean | null>;
  log: FastifyBaseLogger;
}

/**
 * The one way socket events are handled, as route() is for HTTP calls. For every event a socket
 * sends, in order:
 * 1. its session must still be live (checked one event after another, so they keep their order):
 *    an event of an ended session closes the socket (an event nobody handles is dropped unasked);
 * 2. the user must be within the event's rate limit (TOO_MANY_REQUESTS);
 * 3. the payload is parsed with the event's schema (a validation failure lists its messages);
 * 4. the handler runs, and its result is shaped by the event's ack schema;
 * 5. the acknowledgement, when the client asked for one, is that result or the error reply an HTTP
 *    call would give; nothing thrown escapes, and a client that asked for none gets none.
 * Each event is logged (debug) with its outcome and time; an unexpected failure as an error.
 */
export class SocketRouter {
  private readonly routes = new Map<string, (socket: PlazaSocket, actor: Actor, args: unknown[]) => Promise<void>>();
  private readonly connectionHooks: ((socket: PlazaSocket) => void)[] = [];

  constructor(private readonly deps: SocketRouterDeps) {}

  route<E extends ClientEvent>(event: E, handler: SocketHandler<E>): void {
    if (this.routes.has(event.name)) throw new Error(`The socket event ${event.name} has a handler already`);
    this.routes.set(event.name, (socket, actor, args) => this.run(event, handler, socket, actor, args));
  }

  /** Runs for each socket that passed the handshake (a feature's per-socket set-up: a disconnect hook). */
  onConnection(hook: (socket: PlazaSocket) => void): void {
    this.connectionHooks.push(hook);
  }

  /** Wires a socket that passed the handshake, whose caller is `actor`. */
  attach(socket: PlazaSocket, actor: Actor): void {
    let gate = Promise.resolve();
    socket.use((packet, next) => {
      // An event nobody handles can do nothing: it is dropped before it costs a query.
      if (!this.routes.has(String(packet[0]))) return;
      gate = gate
        .then(async () => {
          const live = await this.deps.sessionLive(socket.data.sessionId);
          if (live === true) return next();
          if (live === false) {
            socket.disconnect(true);
            return;
          }
          // The database did not answer: the event is not handled, and a client waiting is told.
          const ack = packet.at(-1);
          if (typeof ack === 'function') safely(ack as Ack, [errorReply('INTERNAL_ERROR')], this.deps.log, packet[0]);
        })
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'socket session check failed'));
    });
    // Socket.IO's typed `on` takes only declared names with their own signatures; the router takes them all alike.
    const on = socket.on.bind(socket) as unknown as (event: string, listener: (...args: unknown[]) => void) => void;
    for (const [name, run] of this.routes) on(name, (...args) => void run(socket, actor, args));
    for (const hook of this.connectionHooks) hook(socket);
  }

  private async run<E extends ClientEvent>(
    event: E,
    handler: SocketHandler<E>,
    socket: PlazaSocket,
    actor: Actor,
    args: unknown[],
  ): Promise<void> {
    const started = performance.now();
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : null;
    const { userId } = socket.data;
    let reply: SocketReply<unknown> | undefined;
    let failure: ErrorReply | null = null;
    try {
      await this.withinLimit(event, userId);
      const payload = event.payload ? parsePayload(event.payload, args[0]) : undefined;
      const result = await handler({ payload: payload as PayloadOf<E>, socket, actor, userId });
      reply = event.ack ? event.ack.parse(result) : undefined;
    } catch (error) {
      failure = socketErrorReply(error, this.deps.log, event.name);
      reply = failure;
    }
    if (ack) safely(ack, reply === undefined ? [] : [reply], this.deps.log, event.name);
    this.deps.log.debug(
      {
        event: event.name,
        userId,
        ms: Math.round(performance.now() - started),
        statusCode: failure?.statusCode ?? 200,
        ...(failure && typeof failure.message === 'string' ? { code: failure.message } : {}),
      },
      'socket event',
    );
  }

  private async withinLimit(event: ClientEvent, userId: string): Promise<void> {
    const { max, windowMs, bucket } = event.rateLimit;
    const { count } = await this.deps.limiter.hit(`socket:${bucket ?? event.name}:${userId}`, windowMs);
    if (count > max) throw new AppError('TOO_MANY_REQUESTS');
  }
}

/** Answers an acknowledgement; one that throws (its client gone meanwhile) is only logged. */
function safely(ack: Ack, reply: unknown[], log: FastifyBaseLogger, event: unknown): void {
  try {
    ack(...reply);
  } catch (error) {
    log.warn({ err: error, event }, 'socket acknowledgement failed');
  }
}

/** Registers the handler of a declared client event, as route() does an endpoint's. */
export function socketRoute<E extends ClientEvent>(router: SocketRouter, event: E, handler: SocketHandler<E>): void {
  router.route(event, handler);
}
