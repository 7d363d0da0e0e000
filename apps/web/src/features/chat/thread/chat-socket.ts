import { CHAT, type ChatDelete, type ChatEdit, type ChatMessage, type ChatSend } from '@plaza/contract';
import { TIMING } from '../../../lib/presentation';
import { showToast } from '../../../lib/toast';
import type { PlazaSocket } from '../../../realtime/socket';
import { request, type SocketResult } from '../../../realtime/socket-request';

/** What an acknowledged chat event came to: the server's copy, or the text to show. */
export type ChatResult = { ok: true; message: ChatMessage } | { ok: false; error: string };

const toChat = (result: SocketResult<ChatMessage>): ChatResult =>
  result.ok ? { ok: true, message: result.value } : result;

/** Sends a message; acknowledged with the server's copy once it is stored. */
export const sendChatMessage = async (socket: PlazaSocket | null, payload: ChatSend) =>
  toChat(await request(socket, 'message', payload, CHAT.ackTimeoutMs));

export const editChatMessage = async (socket: PlazaSocket | null, payload: ChatEdit) =>
  toChat(await request(socket, 'edit_message', payload, CHAT.ackTimeoutMs));

export const deleteChatMessage = async (socket: PlazaSocket | null, payload: ChatDelete) =>
  toChat(await request(socket, 'delete_message', payload, CHAT.ackTimeoutMs));

/** The failed-send toast: shorter than other error toasts (spec 02 §8). */
export function showSendFailureToast(text: string): void {
  showToast({
    color: 'red',
    title: 'Error',
    message: text,
    autoClose: TIMING.chatSendFailureToastMs,
  });
}

let lastIdentifier = Math.floor(Math.random() * 2 ** 30);

/**
 * A temporary numeric identifier for a message being sent (spec 02 §4), unique in this tab, until
 * the server's copy replaces it. It starts at a random point so another tab of the same user is
 * unlikely to use the same numbers.
 */
export function nextIdentifier(): number {
  lastIdentifier += 1;
  return lastIdentifier;
}
