import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How long a connection may take, chosen for uploads of a gigabyte on a slow link: no total time
 * bounds an upload, but one that stalls ends. Node's own `requestTimeout` (a deadline for the
 * whole request) is off, since it would cut a slow upload that is still moving.
 */
export interface HttpTimeouts {
  /**
   * No byte received or sent for this long: the connection is closed (a stalled upload, a client
   * gone quiet). Longer than the slowest silent work the server does for a request (an ffprobe of
   * up to 30 s, an image conversion of up to 10 s after waiting its turn).
   */
  idleMs: number;
  /** The request line and headers must have arrived within this. */
  headersMs: number;
  /**
   * A request that is not a signed-in upload must have arrived whole (its body too: JSON of at most
   * 1 MiB, or what is read and dropped of a refused upload) within this after its headers.
   */
  requestMs: number;
  /** A kept-alive connection waits this long for its next request (above load balancers' 60 s). */
  keepAliveMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  idleMs: 60_000,
  headersMs: 30_000,
  requestMs: 60_000,
  keepAliveMs: 72_000,
};

/** Fastify's options for the timeouts Node's HTTP server keeps itself. */
export function serverTimeoutOptions(timeouts: HttpTimeouts) {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: 0,
    // Node checks the headers deadline on this interval (30 s unless told), so it is kept short.
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(5000, timeouts.headersMs / 4) },
  };
}

const deadlines = new WeakMap<FastifyRequest, NodeJS.Timeout>();

/**
 * Gives every request with a body `requestMs` to send it; past that its connection is closed.
 * Upload routes lift it for signed-in callers (liftRequestDeadline): their bodies may take hours.
 */
export function registerRequestDeadline(app: FastifyInstance, timeouts: HttpTimeouts): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    if (raw.complete) return;
    const timer = setTimeout(() => {
      if (!raw.complete) raw.socket.destroy();
    }, timeouts.requestMs);
    deadlines.set(request, timer);
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
  });
}

export function liftRequestDeadline(request: FastifyRequest): void {
  clearTimeout(deadlines.get(request));
}
