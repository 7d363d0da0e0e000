import type { ChatThreadState, ChatTarget } from './thread-types';

/**
 * One conversation's messages and actions: history pages from api.chat.messages, live events
 * from the socket, and the message lifecycle (spec 02 §4 Chat message). Reloads the newest page
 * when the socket reconnects, so a tab catches up on what it missed.
 */
export function useChatThread(target: ChatTarget): ChatThreadState {
  throw new Error(`useChatThread(${target.medium}) is not built yet`);
}
