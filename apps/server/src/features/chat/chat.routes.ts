import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { ChatService } from './chat.service.js';

/** api.chat.messages, unreadCounts, markRead and conversations. */
export function registerChatRoutes(app: FastifyInstance, deps: { chat: ChatService; realtime: RealtimeHub }): void {
  void app;
  void deps;
}
