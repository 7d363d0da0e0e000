import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';

const CENSOR = '[redacted]';

/** Pages whose last path segment is a single-use secret (e-mailed links, the third-party sign-up token). */
const SECRET_SEGMENT = /(\/(?:verify-email|reset-password|complete-profile)\/)[^/?#]+/g;

/** Query parameters that carry a secret: OpenID codes and state, tokens, wallet signatures. */
const SECRET_PARAMS = new Set([
  'code',
  'state',
  'token',
  'id_token',
  'access_token',
  'refresh_token',
  'signature',
  'apisecret',
]);

/**
 * A request URL as the log may keep it: the secrets of links and sign-in callbacks replaced, so
 * that reading the log never lets anyone into an account. Everything else is left as it came.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_SEGMENT, `$1${CENSOR}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let key = name;
      try {
        key = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is kept as it came
      }
      return eq !== -1 && SECRET_PARAMS.has(key.toLowerCase()) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * Standard output, written in batches: a write per request line cost the feed about a tenth of
 * its CPU (issue 24). Lines wait at most LOG_FLUSH_MS, and what is held is written when the
 * process exits, crashes included.
 */
function batchedStdout() {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: LOG_FLUSH_MS });
}
export const LOG_FLUSH_MS = 250;

/** pino options: secrets, tokens and cookies never reach the log. */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    stream: stream ?? batchedStdout(),
    serializers: {
      // Fastify's own request fields, with the URL's secrets taken out.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-api-secret"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.password1',
        '*.currentPassword',
        '*.accessToken',
        '*.refreshToken',
        '*.apiSecret',
        '*.token',
      ],
      censor: CENSOR,
    },
  };
}

/**
 * One log line per request, once answered: the request (its URL redacted), the status and the
 * time taken. It replaces Fastify's pair of lines (received, completed; `disableRequestLogging`),
 * which cost every request two serialisations and writes.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
