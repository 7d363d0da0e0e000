import {
  describeErrorReply,
  errorText,
  isSocketError,
  type AckOf,
  type ClientEventName,
  type ClientEvents,
  type ClientToServerEvents,
} from '@plaza/contract';
import type { PlazaSocket } from './socket';

/** Client events whose declaration promises an acknowledgement with a result. */
type Acked = { [K in ClientEventName]: ClientEvents[K]['ack'] extends null ? never : K }[ClientEventName];

/** What an acknowledged event came to: its declared result, or the text to show. */
export type SocketResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** What the event's payload may be, as sent. */
type PayloadIn<E extends Acked> = Parameters<ClientToServerEvents[E]>[0];

/** The loose shape of `socket.timeout(ms)`: one call for every event, typed by `request` itself. */
interface TimedEmitter {
  emit(event: string, payload: unknown, ack: (error: Error | null, reply?: unknown) => void): void;
}

/**
 * Sends an acknowledged event (declared in the contract) and waits for the answer, at most
 * `timeoutMs`. A socket that is not connected fails at once: Socket.IO would hold the event until
 * it reconnects, while the user is to be told it failed. A refusal comes back as its text, worded
 * by the error policy as an HTTP failure would be.
 */
export function request<E extends Acked>(
  socket: PlazaSocket | null,
  event: E,
  payload: PayloadIn<E>,
  timeoutMs: number,
): Promise<SocketResult<AckOf<ClientEvents[E]>>> {
  if (!socket?.connected) return Promise.resolve({ ok: false, error: errorText('SERVER_UNREACHABLE') });
  const timed = socket.timeout(timeoutMs) as unknown as TimedEmitter;
  return new Promise((resolve) => {
    timed.emit(event, payload, (error, reply) => {
      if (error) resolve({ ok: false, error: errorText('SERVER_UNREACHABLE') });
      else if (isSocketError(reply)) resolve({ ok: false, error: describeErrorReply(reply.statusCode, reply).text });
      else resolve({ ok: true, value: reply as AckOf<ClientEvents[E]> });
    });
  });
}
