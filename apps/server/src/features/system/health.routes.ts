import { API_VERSION, OPENAPI_PATH, api, buildOpenApiDocument } from '@plaza/contract';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { route } from '../../http/route.js';

export const VERSION = '0.1.0';

export function registerSystemRoutes(app: FastifyInstance, deps: { db: Db; appUrl: URL }): void {
  route(app, api.health.check, async () => {
    await sql`select 1`.execute(deps.db);
    return { status: 'ok' as const, database: 'ok' as const, version: VERSION };
  });

  // Generated once from the contract; served as-is.
  const document = buildOpenApiDocument(deps.appUrl.origin);
  app.get(`/${API_VERSION}${OPENAPI_PATH}`, async () => document);
}
