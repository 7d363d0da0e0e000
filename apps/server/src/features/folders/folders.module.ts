import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';

/** STUB (replaced by the folders work). */
export function registerFolders(app: FastifyInstance, deps: { db: Db }): void {
  void app;
  void deps;
}
