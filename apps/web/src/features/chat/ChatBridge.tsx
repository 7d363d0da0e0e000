import type { ChatMessage } from '@plaza/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocketStore } from '../../realtime/socket';
import { useSocketEvent } from '../../realtime/use-socket-event';
import { useSessionStore } from '../../state/session';
import {
  CONVERSATIONS_PREFIX,
  UNREAD_KEY,
  conversationMoved,
  lastMessageChanged,
  otherParty,
  setUnread,
} from './chat-cache';
import { isReading } from './open-conversation';

/**
 * Keeps the unread counts and the conversation lists current from the socket, whatever page is
 * shown. No UI: mounted once in the signed-in shell.
 */
export function ChatBridge() {
  const queryClient = useQueryClient();
  const me = useSessionStore((s) => s.user?.id);

  const changed = (message: ChatMessage) => {
    if (!me || message.medium !== 'direct') return;
    lastMessageChanged(queryClient, message, me);
  };

  useSocketEvent('new_message', (message) => {
    // An edit comes as new_message with edited (the spec's way): it changes a preview, never a count.
    if (message.edited) return changed(message);
    if (!me || message.medium !== 'direct') return;
    conversationMoved(queryClient, message, me);
    const from = message.createdBy.id;
    // A message the user is reading now is marked read by its pane, not counted.
    if (from !== me && message.to === me && !isReading(from)) setUnread(queryClient, from, (n) => n + 1);
  });

  useSocketEvent('message_deleted', (message) => {
    changed(message);
    // A deleted message may have been one of the unread: the server knows how many remain.
    if (me && message.medium === 'direct' && message.createdBy.id !== me) {
      const counts = queryClient.getQueryData<{ userId: string; count: number }[]>(UNREAD_KEY);
      if (counts?.some((c) => c.userId === otherParty(message, me) && c.count > 0)) {
        void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
      }
    }
  });
  useSocketEvent('conversation_read', ({ userId }) => setUnread(queryClient, userId, () => 0));

  // Events sent while the socket was down are lost: when it comes up, ask again for what was read
  // before (the unread counts wait for it, so on the first connection they are normally not).
  useEffect(
    () =>
      useSocketStore.subscribe((state, previous) => {
        if (!state.connected || previous.connected) return;
        if (queryClient.getQueryState(UNREAD_KEY)?.status === 'success') {
          void queryClient.invalidateQueries({ queryKey: UNREAD_KEY }, { cancelRefetch: false });
        }
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_PREFIX });
      }),
    [queryClient],
  );

  return null;
}
