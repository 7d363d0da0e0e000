import { CHAT, type ChatConversation, type ChatMessage, type ChatUnreadCount } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../api/hooks';

export interface ConversationPage {
  data: ChatConversation[];
  total: number;
  limit: number;
  skip: number;
}
export type ConversationData = InfiniteData<ConversationPage, number>;

/** The unread counts: the same key as `useApiQuery(api.chat.unreadCounts, {})`. */
export const UNREAD_KEY = queryKeyOf(api.chat.unreadCounts, {});

/** Every conversation list (one per search), and the calls' own keys: the endpoint's method and path. */
export const CONVERSATIONS_PREFIX = [api.chat.conversations.method, api.chat.conversations.path] as const;

export function conversationsKey(search: string) {
  return [...CONVERSATIONS_PREFIX, { search }, 'pages'] as const;
}

/** Sets (or changes) the unread count of the conversation with `userId`, in the counts and the lists. */
export function setUnread(client: QueryClient, userId: string, change: (count: number) => number): void {
  // An answer on its way was counted before this change: drop it and ask again. (Invalidating
  // alone would wait for a first load in flight and keep its stale answer.)
  if (client.isFetching({ queryKey: UNREAD_KEY }) > 0) {
    void client.cancelQueries({ queryKey: UNREAD_KEY }).then(() => client.invalidateQueries({ queryKey: UNREAD_KEY }));
  }
  client.setQueryData<ChatUnreadCount[]>(UNREAD_KEY, (old) => {
    if (!old) return old;
    const count = change(old.find((c) => c.userId === userId)?.count ?? 0);
    const others = old.filter((c) => c.userId !== userId);
    return count > 0 ? [...others, { userId, count }] : others;
  });
  eachConversationList(client, (data) =>
    mapRows(data, (row) => (row.user.id === userId ? { ...row, unreadCount: change(row.unreadCount) } : row)),
  );
}

function eachConversationList(client: QueryClient, change: (data: ConversationData) => ConversationData): void {
  for (const [key, data] of client.getQueriesData<ConversationData>({ queryKey: CONVERSATIONS_PREFIX })) {
    if (data?.pages) client.setQueryData<ConversationData>(key, change(data));
  }
}

function mapRows(data: ConversationData, change: (row: ChatConversation) => ChatConversation): ConversationData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(change) })) };
}

function lastMessageOf(message: ChatMessage, me: string): NonNullable<ChatConversation['lastMessage']> {
  return {
    id: message.id,
    preview: message.deleted ? '' : message.message.slice(0, CHAT.previewMax),
    createdOn: message.createdOn,
    fromMe: message.createdBy.id === me,
    deleted: message.deleted,
    attachmentCount: message.deleted ? 0 : message.attachments.length,
  };
}

/** The other party of a direct message. */
export function otherParty(message: ChatMessage, me: string): string {
  return message.createdBy.id === me ? message.to : message.createdBy.id;
}

/**
 * A new direct message: its conversation's row moves to the top with the new preview. A list
 * without that row (a new conversation) is fetched again.
 */
export function conversationMoved(client: QueryClient, message: ChatMessage, me: string): void {
  const userId = otherParty(message, me);
  for (const [key, data] of client.getQueriesData<ConversationData>({ queryKey: CONVERSATIONS_PREFIX })) {
    if (!data?.pages) continue;
    const row = data.pages.flatMap((page) => page.data).find((r) => r.user.id === userId);
    if (!row) {
      void client.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    if (row.lastMessage && Date.parse(row.lastMessage.createdOn) > Date.parse(message.createdOn)) continue;
    const moved = { ...row, lastMessage: lastMessageOf(message, me) };
    const pages = data.pages.map((page, index) => {
      const rest = page.data.filter((r) => r.user.id !== userId);
      return { ...page, data: index === 0 ? [moved, ...rest] : rest };
    });
    client.setQueryData<ConversationData>(key, { ...data, pages });
  }
}

/** An edited or deleted direct message: the preview changes if it is the conversation's last one. */
export function lastMessageChanged(client: QueryClient, message: ChatMessage, me: string): void {
  eachConversationList(client, (data) =>
    mapRows(data, (row) =>
      row.lastMessage?.id === message.id ? { ...row, lastMessage: lastMessageOf(message, me) } : row,
    ),
  );
}

/**
 * A send, edit or deletion of this tab, once acknowledged: the server tells only the other tabs,
 * so this one moves or updates the conversation's row itself.
 */
export function ownMessageChanged(client: QueryClient, message: ChatMessage, me: string): void {
  if (message.medium !== 'direct') return;
  if (message.edited || message.deleted) lastMessageChanged(client, message, me);
  else conversationMoved(client, message, me);
}
