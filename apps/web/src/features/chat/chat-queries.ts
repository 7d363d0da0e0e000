import { CHAT, type ChatConversation } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { useApiQuery } from '../../api/hooks';
import { nextSkip } from '../../lib/paging';
import { socketSettled } from '../../realtime/socket';
import { conversationsKey, type ConversationPage } from './chat-cache';

export interface ConversationsState {
  conversations: ChatConversation[];
  status: 'loading' | 'error' | 'ready';
  retry(): void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

/** The loaded rows in order, each once (a row moving to the top shifts the server's list while we page). */
function rowsOf(pages: readonly ConversationPage[]): ChatConversation[] {
  const seen = new Set<string>();
  const rows: ChatConversation[] = [];
  for (const row of pages.flatMap((page) => page.data)) {
    if (seen.has(row.user.id)) continue;
    seen.add(row.user.id);
    rows.push(row);
  }
  return rows;
}

/**
 * /messages' conversation list (api.chat.conversations, CHAT.conversationsPage at a time), narrowed
 * by `search` on the server; kept current by ChatBridge (new_message, message_deleted,
 * conversation_read).
 */
export function useConversations(search: string): ConversationsState {
  const term = search.trim();
  const query = useInfiniteQuery<
    ConversationPage,
    ApiError,
    ChatConversation[],
    ReturnType<typeof conversationsKey>,
    number
  >({
    queryKey: conversationsKey(term),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(
        api.chat.conversations,
        { query: { skip: pageParam, limit: CHAT.conversationsPage, search: term || undefined } },
        { signal },
      ),
    getNextPageParam: (_last, pages) => nextSkip(pages),
    select: (data) => rowsOf(data.pages),
  });
  return {
    conversations: query.data ?? [],
    status: query.isPending ? 'loading' : query.isError && !query.data ? 'error' : 'ready',
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
    },
  };
}

/**
 * Unread direct messages per sender (api.chat.unreadCounts), read once the socket is up and kept
 * current by ChatBridge. Quiet on failure: the count shows in the navigation on every page, where a toast would nag.
 */
export function useUnreadCounts(): { byUser: ReadonlyMap<string, number>; total: number } {
  const { data } = useApiQuery(api.chat.unreadCounts, {}, { toast: false, waitFor: socketSettled });
  return useMemo(() => {
    const byUser = new Map((data ?? []).filter((c) => c.count > 0).map((c) => [c.userId, c.count]));
    let total = 0;
    for (const count of byUser.values()) total += count;
    return { byUser, total };
  }, [data]);
}
