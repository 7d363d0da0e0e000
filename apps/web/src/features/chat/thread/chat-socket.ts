import {
  CHAT,
  describeErrorReply,
  errorText,
  TIMING,
  type ChatDelete,
  type ChatEdit,
  type ChatMessage,
  type ChatSend,
  type SocketAck,
} from '@plaza/contract';
import { notifications } from '@mantine/notifications';
import type { PlazaSocket } from '../../../realtime/socket';

/** What an acknowledged chat event came to: the server's copy, or the text to show. */
export type ChatResult = { ok: true; message: ChatMessage } | { ok: false; error: string };

const unreachable = (): ChatResult => ({ ok: false, error: errorText('SERVER_UNREACHABLE') });

type Resolve = (result: ChatResult) => void;

/** Reads the acknowledgement, or its absence after the timeout. */
const settle = (resolve: Resolve) => (error: Error | null, reply: SocketAck<ChatMessage>) => {
  if (error) resolve(unreachable());
  else if (reply.ok) resolve({ ok: true, message: reply.data });
  else resolve({ ok: false, error: describeErrorReply(reply.error.statusCode, reply.error).text });
};

/**
 * Sends a chat event and waits for the server's acknowledgement, at most CHAT.ackTimeoutMs. A
 * socket that is not connected fails at once: Socket.IO would hold the event until it reconnects,
 * while the user is to be told it failed.
 */
function acked(socket: PlazaSocket | null, emit: (socket: PlazaSocket, resolve: Resolve) => void): Promise<ChatResult> {
  if (!socket?.connected) return Promise.resolve(unreachable());
  return new Promise((resolve) => emit(socket, resolve));
}

export function sendChatMessage(socket: PlazaSocket | null, payload: ChatSend): Promise<ChatResult> {
  return acked(socket, (s, resolve) => s.timeout(CHAT.ackTimeoutMs).emit('message', payload, settle(resolve)));
}

export function editChatMessage(socket: PlazaSocket | null, payload: ChatEdit): Promise<ChatResult> {
  return acked(socket, (s, resolve) => s.timeout(CHAT.ackTimeoutMs).emit('edit_message', payload, settle(resolve)));
}

export function deleteChatMessage(socket: PlazaSocket | null, payload: ChatDelete): Promise<ChatResult> {
  return acked(socket, (s, resolve) => s.timeout(CHAT.ackTimeoutMs).emit('delete_message', payload, settle(resolve)));
}

/** The failed-send toast: shorter than other error toasts (spec 02 §8). */
export function showSendFailureToast(text: string): void {
  notifications.show({
    color: 'red',
    title: 'Error',
    message: text,
    autoClose: TIMING.chatSendFailureToastMs,
  });
}

let lastIdentifier = Math.floor(Math.random() * 2 ** 30);

/**
 * A temporary numeric identifier for a message being sent, unique in this tab. It starts at a
 * random point so another tab of the same user is unlikely to use the same numbers.
 */
export function nextIdentifier(): number {
  lastIdentifier += 1;
  return lastIdentifier;
}
