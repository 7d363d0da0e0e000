import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { liftRequestDeadline } from './timeouts.js';

/** Room for the text fields and part headers around a file in a multipart body. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
/** Enough for a photo or chat attachment (5 and 10 MiB) and the form around it. */
const DEFAULT_UNREAD_BODY_BYTES = 16 * 1024 * 1024;

const unreadAllowance = new WeakMap<FastifyRequest, number>();

/**
 * How much of this upload's body may be read and thrown away if it is answered before it is
 * read (a refusal): its route knows once it knows the caller (a video's bound is its plan's).
 */
export function allowUnreadBody(request: FastifyRequest, bytes: number): void {
  unreadAllowance.set(request, bytes);
}

/**
 * An upload answered before its body was read to the end. Cutting the connection then makes many
 * clients (fetch() among them) lose the answer while they are still sending, so the rest of the
 * body is read and thrown away, up to the route's allowance; past it the connection is closed
 * after the answer. The answer is sent at once: clients that read it early do not wait.
 */
function settleUnreadBody(request: FastifyRequest, reply: FastifyReply, defaultBytes: number): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  const allowance = unreadAllowance.get(request) ?? defaultBytes;
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > allowance) {
    void reply.header('connection', 'close');
    return;
  }
  // The multipart parser may still be reading: it is cut off, and the rest goes nowhere.
  raw.unpipe();
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > allowance) raw.socket.destroy();
  });
  raw.resume();
}

export interface UploadScopeOptions {
  /** See allowUnreadBody: what a route has not raised is bounded by this. */
  unreadBodyBytes?: number;
}

/**
 * Registers upload routes in a scope of their own that parses multipart bodies, so every other
 * route stays JSON-only (415 for form data). An answer given before the body was read reaches
 * the client (see settleUnreadBody).
 */
export async function registerUploadScope(
  app: FastifyInstance,
  register: (uploads: FastifyInstance) => void,
  options: UploadScopeOptions = {},
): Promise<void> {
  const defaultBytes = options.unreadBodyBytes ?? DEFAULT_UNREAD_BODY_BYTES;
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart);
    // A signed-in caller's upload may take as long as it keeps moving (the idle timeout ends a stalled one).
    uploads.addHook('onRequest', async (request) => {
      if (request.auth.actor) liftRequestDeadline(request);
    });
    uploads.addHook('onSend', async (request, reply, payload) => {
      settleUnreadBody(request, reply, defaultBytes);
      return payload;
    });
    register(uploads);
  });
}
