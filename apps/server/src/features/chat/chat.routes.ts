import { api } from '@plaza/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { ChatService } from './chat.service.js';

/** api.chat.messages, unreadCounts, markRead and conversations. */
export function registerChatRoutes(app: FastifyInstance, deps: { chat: ChatService; realtime: RealtimeHub }): void {
  const { chat, realtime } = deps;
  route(app, api.chat.messages, ({ actor, params, query }) => chat.history(actor, params.medium, params.id, query));
  route(app, api.chat.unreadCounts, ({ actor }) => chat.unreadCounts(actor));
  route(app, api.chat.markRead, async ({ actor, params }) => {
    const read = await chat.markRead(actor, params.userId);
    // The caller's other tabs clear the conversation's unread badge too.
    realtime.toUsers([actor.user.id], 'conversation_read', { userId: read.userId });
    return read;
  });
  route(app, api.chat.conversations, ({ actor, query }) => chat.conversations(actor, query));
}
