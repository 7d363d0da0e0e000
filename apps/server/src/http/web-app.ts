import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_VERSION } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * Serves the built web app on the same port as the API. Unknown paths outside /v1 get
 * index.html so the single-page app's router can answer them; unknown /v1 paths get a JSON 404.
 * Files under assets/ are named by their content's hash, so browsers keep them for a year; index.html
 * is revalidated on every load, so a new release reaches the browser at once.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const index = webDist ? join(webDist, 'index.html') : null;
  const hasWeb = index !== null && existsSync(index);
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/precompress.ts): the one the browser accepts
      // is sent, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed assets never change; index.html must always be fetched fresh.
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === `/${API_VERSION}` || request.url.startsWith(`/${API_VERSION}/`);
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('ROUTE_NOT_FOUND');
  });
}
