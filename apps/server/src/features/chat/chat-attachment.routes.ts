import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { ChatAttachments } from './chat-attachments.js';

/** api.chat.uploadAttachment and api.chat.attachment. */
export async function registerChatAttachmentRoutes(
  app: FastifyInstance,
  deps: { attachments: ChatAttachments; limiter: RateLimiter },
): Promise<void> {
  void app;
  void deps;
  await Promise.resolve();
}
