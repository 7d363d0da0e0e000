import type { ChatMessage, ChatMessagePage } from '@plaza/contract';
import type { FailedSend, PendingMessage, SentMessage, ThreadMessage } from './thread-types';

/**
 * The message lifecycle of one conversation (spec 02 §4 Chat message), as pure functions: the
 * server's copies oldest first, then the messages still being sent, in the order sent. Each
 * function returns the same object when nothing changed, so a repeated event costs no render.
 */
export interface ThreadData {
  messages: ThreadMessage[];
  /** The last failed send, its draft kept to send again. */
  failed: FailedSend | null;
  /** Whether older history exists before the oldest server copy shown. */
  hasOlder: boolean;
}

export const emptyThread: ThreadData = { messages: [], failed: null, hasOlder: false };

const time = (m: { createdOn: string }) => Date.parse(m.createdOn);

/** A server copy as shown: a deleted message has no text or attachments left. */
function sent(message: ChatMessage): SentMessage {
  const copy = message.deleted ? { ...message, message: '', attachments: [] } : message;
  return { ...copy, status: 'sent' };
}

function split(messages: readonly ThreadMessage[]) {
  const shown: SentMessage[] = [];
  const pending: PendingMessage[] = [];
  for (const m of messages) {
    if (m.status === 'sent') shown.push(m);
    else pending.push(m);
  }
  return { shown, pending };
}

/** Server copies in the order they were stored (the sort is stable for equal times). */
function ordered(shown: SentMessage[]): SentMessage[] {
  return shown.sort((a, b) => time(a) - time(b));
}

export function isPending(data: ThreadData, identifier: number): boolean {
  return data.messages.some((m) => m.status === 'sending' && m.identifier === identifier);
}

/**
 * The newest page (newest first), on opening or after a reconnect: it adds what was missed and
 * refreshes the copies it holds. When it does not reach back to what is shown (more was missed
 * than a page holds), it replaces the history, which then continues from it.
 */
export function withNewestPage(data: ThreadData, page: ChatMessagePage): ThreadData {
  const incoming = page.data.map(sent).reverse();
  const { shown, pending } = split(data.messages);
  const oldestIncoming = incoming[0];
  const newestShown = shown[shown.length - 1];
  const gap =
    !newestShown || (page.hasMore && oldestIncoming !== undefined && time(oldestIncoming) > time(newestShown));
  if (gap) return { ...data, messages: [...incoming, ...pending], hasOlder: page.hasMore };
  const fresh = new Map(incoming.map((m) => [m.id, m]));
  const kept = shown.map((m) => fresh.get(m.id) ?? m);
  const known = new Set(shown.map((m) => m.id));
  const added = incoming.filter((m) => !known.has(m.id));
  return { ...data, messages: [...ordered([...kept, ...added]), ...pending] };
}

/** An older page (newest first), shown above the history; copies already shown are not repeated. */
export function withOlderPage(data: ThreadData, page: ChatMessagePage): ThreadData {
  const { shown, pending } = split(data.messages);
  const known = new Set(shown.map((m) => m.id));
  const older = page.data.filter((m) => !known.has(m.id)).map(sent);
  return { ...data, messages: [...ordered([...older, ...shown]), ...pending], hasOlder: page.hasMore };
}

/** A message shown at once while the server stores it. */
export function withPending(data: ThreadData, pending: PendingMessage): ThreadData {
  return { ...data, messages: [...data.messages, pending] };
}

function withServerCopy(data: ThreadData, message: ChatMessage, drop: (p: PendingMessage) => boolean): ThreadData {
  const { shown, pending } = split(data.messages);
  const rest = pending.filter((p) => !drop(p));
  if (shown.some((m) => m.id === message.id)) {
    return rest.length === pending.length ? data : { ...data, messages: [...shown, ...rest] };
  }
  return { ...data, messages: [...ordered([...shown, sent(message)]), ...rest] };
}

/**
 * The server acknowledged the send of `identifier`: its copy (under the server's identifier)
 * replaces the pending one. If the copy is already shown (a catch-up brought it), the pending one
 * just goes.
 */
export function confirmed(data: ThreadData, identifier: number, message: ChatMessage): ThreadData {
  return withServerCopy(data, message, (p) => p.identifier === identifier);
}

/**
 * new_message: shown once, by id. The server never sends it to the tab that sent the message
 * (that tab has the acknowledgement), so no pending copy gives way to it.
 */
export function received(data: ThreadData, message: ChatMessage): ThreadData {
  return withServerCopy(data, message, () => false);
}

/**
 * The send failed: its message is removed and its draft kept. A send no longer pending (the
 * conversation was loaded afresh meanwhile) leaves the thread as it is.
 */
export function failedSend(data: ThreadData, failure: FailedSend): ThreadData {
  if (!isPending(data, failure.identifier)) return data;
  const messages = data.messages.filter((m) => m.status === 'sent' || m.identifier !== failure.identifier);
  return { ...data, messages, failed: failure };
}

export function withoutFailed(data: ThreadData): ThreadData {
  return data.failed ? { ...data, failed: null } : data;
}

/**
 * An edit (new_message with edited) or message_deleted: the new copy replaces the old by id, and
 * replies quoting it quote the new text (a deleted one's quote shows as deleted).
 */
export function updated(data: ThreadData, message: ChatMessage): ThreadData {
  const copy = sent(message);
  let changed = false;
  const messages = data.messages.map((m): ThreadMessage => {
    if (m.status === 'sent' && m.id === copy.id) {
      changed = true;
      return copy;
    }
    if (m.parent?.id === copy.id) {
      changed = true;
      return { ...m, parent: { ...m.parent, message: copy.message, deleted: copy.deleted } };
    }
    return m;
  });
  return changed ? { ...data, messages } : data;
}
