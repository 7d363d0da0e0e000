import { API_VERSION, api, buildPath, type ChatAttachment, type ErrorReply } from '@plaza/contract';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pino } from 'pino';
import { ChatAttachments } from '../../src/features/chat/chat-attachments.js';
import { ImageConverter } from '../../src/features/photos/image-converter.js';
import { directRoomKey, postRoomKey } from '../../src/features/chat/chat-rooms.js';
import type { CallResult, TestClient } from '../support/client.js';
import type { TestServer } from '../support/server.js';

type UploadReply = CallResult<ChatAttachment & Partial<ErrorReply>>;

const uploadUrl = `/${API_VERSION}${api.chat.uploadAttachment.path}`;

/** POST /chat/attachment as a browser form would send it. */
export function uploadAttachment(
  client: TestClient,
  data: Buffer,
  options: { fileName?: string; type?: string; field?: string } = {},
): Promise<UploadReply> {
  const form = new FormData();
  const blob = new Blob([new Uint8Array(data)], { type: options.type ?? 'image/png' });
  form.append(options.field ?? 'file', blob, options.fileName ?? 'image.png');
  return client.fetch(uploadUrl, { method: 'POST', body: form }) as Promise<UploadReply>;
}

/** Posts a raw body to the upload route (not multipart, or no file at all). */
export function postUpload(client: TestClient, init: RequestInit): Promise<UploadReply> {
  return client.fetch(uploadUrl, { method: 'POST', ...init }) as Promise<UploadReply>;
}

/** GET /chat/attachment/:name: the bytes on success, the error reply otherwise. */
export async function fetchAttachment(client: TestClient, name: string) {
  const url = `${client.baseUrl}/${API_VERSION}${buildPath(api.chat.attachment.path, { name })}`;
  const headers = new Headers();
  if (client.cookies.size) headers.set('cookie', [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  const response = await fetch(url, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const body = response.headers.get('content-type')?.includes('json')
    ? (JSON.parse(bytes.toString('utf8')) as ErrorReply)
    : null;
  return { status: response.status, headers: response.headers, bytes, body };
}

export const attachmentPath = (server: TestServer, name: string) =>
  join(server.config.dataDir, 'media/chat-attachments', name);

/** Every file in the attachment folder and the upload folder (at any depth), relative to the data directory. */
export async function storedFiles(server: TestServer): Promise<string[]> {
  const out: string[] = [];
  for (const dir of ['media/chat-attachments', 'tmp']) {
    const entries = await readdir(join(server.config.dataDir, dir), { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    for (const entry of entries) {
      if (entry.isFile()) out.push(relative(server.config.dataDir, join(entry.parentPath, entry.name)));
    }
  }
  return out.sort();
}

export const attachmentRows = (server: TestServer) =>
  server.db
    .selectFrom('chat_attachments')
    .select(['name', 'uploaded_by', 'message_id', 'position'])
    .orderBy('position')
    .execute();

/** The service itself, on the test server's database and data directory (for claim, as a send does). */
export const attachmentsOf = (server: TestServer) =>
  new ChatAttachments(
    server.db,
    server.storage,
    new ImageConverter({ tmpDir: join(server.config.dataDir, 'tmp') }),
    pino({ enabled: false }),
  );

/** Inserts a message directly (the chat service is tested on its own) and returns its id. */
export async function insertMessage(
  server: TestServer,
  from: string,
  target: { to: string } | { postId: string },
): Promise<string> {
  const values =
    'to' in target
      ? { medium: 'direct' as const, room_name: directRoomKey(from, target.to), recipient_id: target.to }
      : { medium: 'post' as const, room_name: postRoomKey(target.postId), post_id: target.postId };
  const row = await server.db
    .insertInto('chat_messages')
    .values({ ...values, created_by: from, message: 'look' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Claims the uploads for the message in one transaction, as sending it does. */
export function claim(server: TestServer, userId: string, names: string[], messageId: string) {
  return server.db.transaction().execute((trx) => attachmentsOf(server).claim(trx, userId, names, messageId));
}
