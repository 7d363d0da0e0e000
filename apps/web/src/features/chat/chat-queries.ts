import type { ChatConversation } from '@plaza/contract';

export interface ConversationsState {
  conversations: ChatConversation[];
  status: 'loading' | 'error' | 'ready';
  retry(): void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

/**
 * /messages' conversation list (api.chat.conversations, CHAT.conversationsPage at a time), narrowed
 * by `search` on the server; kept current by new_message, message_deleted and conversation_read.
 */
export function useConversations(search: string): ConversationsState {
  void search;
  return { conversations: [], status: 'loading', retry() {}, hasMore: false, loadingMore: false, loadMore() {} };
}

/** Unread direct messages per sender (api.chat.unreadCounts), kept current by the socket. */
export function useUnreadCounts(): { byUser: ReadonlyMap<string, number>; total: number } {
  return { byUser: new Map(), total: 0 };
}
