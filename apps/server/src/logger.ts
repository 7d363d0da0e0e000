import type { FastifyServerOptions } from 'fastify';

/** pino options: secrets, tokens and cookies never reach the log. */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
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
      censor: '[redacted]',
    },
  };
}
