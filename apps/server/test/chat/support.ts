import { api, type ChatMedium, type ChatMessage } from '@plaza/contract';
import { sql } from 'kysely';
import { ChatService, type SendInput } from '../../src/features/chat/chat.service.js';
import { signedInUser } from '../support/channels.js';
import type { TestClient } from '../support/client.js';
import type { TestServer } from '../support/server.js';
import { block, makeContacts } from '../users/support.js';
import { attachmentsOf } from './attachment-support.js';
import { actorWithId } from '../support/actor.js';

export { block, makeContacts };

export type ChatUser = Awaited<ReturnType<typeof signedInUser>>;

/** A user id that belongs to nobody. */
export const NOBODY = '00000000-0000-4000-8000-000000000000';

/**
 * The chat service on the test server's database: the same rules and storage the app's own
 * instance uses (state lives in the database), for setting up conversations without sockets.
 */
export function chatService(server: TestServer): ChatService {
  return new ChatService(server.db, attachmentsOf(server));
}

/** Ada and Bob are contacts; Cyd is a contact of both; Dan is a stranger to everyone. */
export async function chatPeople(server: TestServer) {
  const ada = await signedInUser(server, 'Ada');
  const bob = await signedInUser(server, 'Bob');
  const cyd = await signedInUser(server, 'Cyd');
  const dan = await signedInUser(server, 'Dan');
  await makeContacts(server, ada.user.id, bob.user.id);
  await makeContacts(server, ada.user.id, cyd.user.id);
  await makeContacts(server, bob.user.id, cyd.user.id);
  return { ada, bob, cyd, dan };
}

/** Sends a message through ChatService (the socket handler's path without the socket); fails on refusal. */
export function sendDirect(
  server: TestServer,
  from: ChatUser,
  to: ChatUser | string,
  message: string,
  extra: Partial<SendInput> = {},
): Promise<ChatMessage> {
  return chatService(server).send(actorWithId(from.user.id), {
    medium: 'direct',
    to: typeof to === 'string' ? to : to.user.id,
    message,
    attachments: [],
    ...extra,
  });
}

/** Sends a message to a post's live room through ChatService; fails on refusal. */
export function sendToPost(
  server: TestServer,
  from: ChatUser,
  postId: string,
  message: string,
  extra: Partial<SendInput> = {},
): Promise<ChatMessage> {
  return sendDirect(server, from, postId, message, { medium: 'post', ...extra });
}

/** GET /chat/list/messages/{medium}/{id}. */
export function history(
  client: TestClient,
  medium: ChatMedium,
  id: string,
  query: { limit?: number; lastDate?: string } = {},
) {
  return client.call(api.chat.messages, { params: { medium, id }, query });
}

export const unreadCounts = (client: TestClient) => client.call(api.chat.unreadCounts);

export const markRead = (client: TestClient, userId: string) => client.call(api.chat.markRead, { params: { userId } });

export function conversations(client: TestClient, query: { skip?: number; limit?: number; search?: string } = {}) {
  return client.call(api.chat.conversations, { query });
}

/** Moves a message in time (a test cannot wait for days), keeping its conversation rows in step. */
export async function setSentAt(server: TestServer, messageId: string, at: Date): Promise<void> {
  await sql`update chat_messages set created_at = ${at}, updated_at = ${at} where id = ${messageId}`.execute(server.db);
  await sql`update chat_conversations set last_message_at = ${at} where last_message_id = ${messageId}`.execute(
    server.db,
  );
  // The sender read everything up to their own message.
  await sql`update chat_conversations c set last_read_at = ${at} from chat_messages m
    where m.id = ${messageId} and c.last_message_id = m.id and c.user_id = m.created_by`.execute(server.db);
}

export const messageRow = (server: TestServer, id: string) =>
  server.db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();

/** Everything chat calls write: compare before and after a refused call. */
export async function chatSnapshot(server: TestServer) {
  const db = server.db;
  return {
    messages: await db.selectFrom('chat_messages').selectAll().orderBy('id').execute(),
    attachments: await db.selectFrom('chat_attachments').selectAll().orderBy('name').execute(),
    conversations: await db
      .selectFrom('chat_conversations')
      .selectAll()
      .orderBy('user_id')
      .orderBy('other_user_id')
      .execute(),
  };
}
