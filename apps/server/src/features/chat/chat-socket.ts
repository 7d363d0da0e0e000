import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { Realtime } from '../../realtime/realtime.module.js';
import type { ChatService } from './chat.service.js';

/** The chat socket events (spec 02 §7): message, edit_message, delete_message, typing, direct and post rooms. */
export function attachChatSockets(deps: {
  realtime: Realtime;
  chat: ChatService;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}): void {
  void deps;
}
