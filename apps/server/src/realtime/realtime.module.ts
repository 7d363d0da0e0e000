import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';
import type { Db } from '../db/database.js';
import type { SessionService } from '../features/auth/session.service.js';
import type { AuthCookies } from '../http/cookies.js';
import type { RealtimeHub } from './realtime-hub.js';

export interface RealtimeDeps {
  db: Db;
  config: Config;
  sessions: SessionService;
  cookies: AuthCookies;
}

export interface Realtime extends RealtimeHub {
  close(): Promise<void>;
}

/** STUB (replaced by the realtime work): Socket.IO on the server's port, presence, Redis adapter. */
export async function registerRealtime(app: FastifyInstance, deps: RealtimeDeps): Promise<Realtime> {
  void app;
  void deps;
  return {
    toUsers: () => undefined,
    onlineAmong: async () => new Set<string>(),
    close: async () => undefined,
  };
}
