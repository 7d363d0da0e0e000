import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed reply saves less than the work and header cost. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encoding to use: brotli, then gzip, when the request accepts it (q=0 refuses). */
function chooseEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const accepted = new Set(
    accept
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * BREACH: a compressed reply whose body holds a secret beside text the caller chose leaks the
 * secret through its length, a byte at a time. Replies that set cookies (sign-in, refresh) and
 * those the contract marks `secretReply` (sent `no-store`) carry tokens, so they go uncompressed.
 */
function carriesSecret(reply: FastifyReply): boolean {
  return reply.hasHeader('set-cookie') || /no-store/i.test(String(reply.getHeader('cache-control') ?? ''));
}

function isCompressibleJson(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return false;
  if (carriesSecret(reply)) return false;
  if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return false;
  return /^application\/(?:[\w.+-]+\+)?json\b/.test(String(reply.getHeader('content-type') ?? ''));
}

/** Adds Accept-Encoding to the reply's Vary, keeping what is there (CORS varies on Origin). */
function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) void reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) void reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

/**
 * Compresses JSON replies of 1 KiB or more (brotli or gzip, as the request accepts), except those
 * carrying credentials. Only whole JSON payloads are touched: streamed files (media, HLS, ranges, the web build's precompressed
 * files) and the Socket.IO traffic, which does not pass through Fastify's replies, go as they are.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCompressibleJson(request, reply, payload)) return payload;
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? // A middle quality: near gzip's speed, smaller output; the best is for build-time copies.
          await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzipped(payload);
    void reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressed;
  });
}
