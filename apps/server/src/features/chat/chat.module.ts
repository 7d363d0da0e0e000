import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Storage } from '../../lib/storage.js';
import type { ImageConverter } from '../photos/image-converter.js';
import type { Realtime } from '../../realtime/realtime.module.js';
import { registerChatAttachmentRoutes } from './chat-attachment.routes.js';
import { ChatAttachments } from './chat-attachments.js';
import { registerChatRoutes } from './chat.routes.js';
import { ChatService } from './chat.service.js';
import { registerChatSockets } from './chat-socket.js';
import type { PostViewers } from './post-room.js';

export interface ChatDeps {
  db: Db;
  realtime: Realtime;
  /** Shared with LiveRoomAccess, so both announce through one recount. */
  viewers: PostViewers;
  images: ImageConverter;
  storage: Storage;
}

/** Chat (api.chat and the chat socket events): direct conversations and posts' live rooms. */
export async function registerChat(app: FastifyInstance, deps: ChatDeps): Promise<ChatService> {
  const { db, realtime, images, viewers } = deps;
  const attachments = new ChatAttachments(db, deps.storage, images, app.log);
  const chat = new ChatService(db, attachments);
  registerChatRoutes(app, { chat, realtime });
  await registerChatAttachmentRoutes(app, { attachments });
  registerChatSockets({ realtime, chat, viewers, log: app.log.child({ module: 'chat' }) });
  return chat;
}
