import {
  api,
  isSocketError,
  type AckOf,
  type ChatSend,
  type ChatTyping,
  type ClientEvents,
  type ServerToClientEvents,
  type SocketReply,
} from '@plaza/contract';
import { expect } from 'vitest';
import type { signedInUser } from '../support/channels.js';
import { type TestServer, useTestServer } from '../support/server.js';
import { connect, type Tab } from '../realtime/support.js';

/** How long a test waits for an event before it may conclude that none is coming. */
export const ACK_TIMEOUT_MS = 5000;

/** The file's test server; with REDIS_URL set, its sockets go through the Redis adapter, as in production. */
export function useChatServer(): TestServer {
  const redisUrl = process.env.REDIS_URL;
  return useTestServer(redisUrl ? { config: { redisUrl } } : {});
}

/** The tabs a test opened, closed after it. */
export class Tabs {
  private readonly open: Tab[] = [];

  constructor(private readonly server: () => TestServer) {}

  async connect(client: Parameters<typeof connect>[1]): Promise<Tab> {
    const tab = await connect(this.server(), client);
    this.open.push(tab);
    return tab;
  }

  closeAll(): void {
    for (const tab of this.open.splice(0)) tab.close();
  }
}

export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** Ada and Bob are contacts; Cyd is a contact of both; Dan is a stranger to everyone. */
export { chatPeople as people } from './support.js';

let nextIdentifier = 1;

type Acked = 'message' | 'edit_message' | 'delete_message' | 'join_post' | 'join_direct_user' | 'send_presence';
type EmitWithAck = (event: string, payload: unknown) => Promise<unknown>;

/** Emits an event with an acknowledgement and answers the acknowledgement. Payloads may be invalid on purpose. */
export function emitAck<E extends Acked>(
  tab: Tab,
  event: E,
  payload: unknown,
): Promise<SocketReply<AckOf<ClientEvents[E]>>> {
  // The payload is sent as given, valid or not: past the typed signature on purpose.
  const socket = tab.socket.timeout(ACK_TIMEOUT_MS) as unknown as { emitWithAck: EmitWithAck };
  return socket.emitWithAck(event, payload) as Promise<SocketReply<AckOf<ClientEvents[E]>>>;
}

/** Joins a post's live room, which must succeed; answers the viewer count. */
export async function joinPost(tab: Tab, postId: string): Promise<number> {
  return ok(await emitAck(tab, 'join_post', { postId })).counter;
}

/** The next announcement of this viewer count for the post. */
export function viewerCount(tab: Tab, postId: string, counter: number) {
  return tab.next('stream_viewer_count_change', (p) => p.postId === postId && p.counter === counter);
}

/** Sends a direct message (or a post message) and answers the acknowledgement. */
export function send(tab: Tab, to: string, message: string, extra: Partial<ChatSend> = {}) {
  return emitAck(tab, 'message', { identifier: nextIdentifier++, medium: 'direct', to, message, ...extra });
}

/** The value of an acknowledgement that must be a success. */
export function ok<T>(ack: SocketReply<T>): T {
  if (isSocketError(ack)) throw new Error(`refused: ${JSON.stringify(ack)}`);
  return ack;
}

/** Sends and expects success: the server's copy. */
export async function sent(tab: Tab, to: string, message: string, extra: Partial<ChatSend> = {}) {
  return ok(await send(tab, to, message, extra));
}

/** Expects a refusal with this error code (and its contract status). */
export function expectRefused(ack: unknown, code: string, statusCode: number) {
  expect(ack).toMatchObject({ statusCode, message: code });
}

/** Expects a refusal of invalid input with exactly these messages. */
export function expectInvalid(ack: unknown, messages: string[]) {
  expect(ack).toEqual({ statusCode: 400, message: messages, error: 'Bad Request' });
}

export function typing(tab: Tab, payload: ChatTyping) {
  tab.socket.emit('typing', payload);
}

/** Sends typing asking for an acknowledgement (an empty one), which comes once the server has handled it. */
export async function typingHandled(tab: Tab, payload: ChatTyping): Promise<void> {
  const socket = tab.socket.timeout(ACK_TIMEOUT_MS) as unknown as { emitWithAck: EmitWithAck };
  await socket.emitWithAck('typing', payload);
}

/**
 * The barrier before checking that an event did not reach these tabs: each asks send_presence,
 * whose answer comes on its connection after anything the server sent it before. Use it once the
 * action that must not reach them has been handled (acknowledged, or its broadcast seen by
 * another tab): what it sent them, it sent before.
 */
export async function caughtUp(...tabs: Tab[]): Promise<void> {
  for (const tab of tabs) await tab.presence();
}

type EventName = keyof ServerToClientEvents;

/** The events of these kinds a tab has received so far. */
export function received(tab: Tab, events: readonly EventName[]) {
  return tab.log.filter((r) => (events as readonly string[]).includes(r.event));
}

export const CHAT_EVENTS = ['new_message', 'message_deleted', 'typing'] as const;

/** The edits a tab has heard: new_message with edited. */
export function edits(tab: Tab) {
  return tab.all('new_message').filter((m) => m.edited);
}

/** The count of stored messages (to prove a refused send wrote nothing). */
export async function messageCount(server: TestServer): Promise<number> {
  const row = await server.db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The direct history between the caller and `otherId`, newest first, through GET /chat/list/messages. */
export async function history(person: Person, medium: 'direct' | 'post', id: string) {
  const res = await person.client.call(api.chat.messages, { params: { medium, id }, query: {} });
  expect(res.status).toBe(200);
  return res.body.data;
}

export async function unreadCounts(person: Person) {
  const res = await person.client.call(api.chat.unreadCounts);
  expect(res.status).toBe(200);
  return res.body;
}
