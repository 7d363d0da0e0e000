import { useEffect, useRef } from 'react';
import { useSocketStore } from '../../../realtime/socket';
import { useSocketEvent } from '../../../realtime/use-socket-event';
import { openConversation, pageVisible } from '../open-conversation';
import { inConversation } from './conversation-match';
import { received, updated } from './thread-state';
import type { ChatTarget } from './thread-types';
import { useMarkRead } from './use-mark-read';
import type { ThreadStore } from './use-thread-store';

/**
 * The live side of an open conversation: its new, edited and deleted messages from the socket;
 * for a direct one, joining it on the server (typing reaches only a tab that joined) on every
 * (re)connection, and keeping it read while it is open and the page visible.
 */
export function useThreadLive(target: ChatTarget, key: string, me: string, store: ThreadStore): void {
  const { medium, id } = target;
  const direct = medium === 'direct';
  const socket = useSocketStore((s) => s.socket);
  const connected = useSocketStore((s) => s.connected);
  const markRead = useMarkRead();
  // Messages of the other person that arrived while the page was hidden.
  const unseen = useRef(false);

  useSocketEvent('new_message', (message) => {
    if (!inConversation(message, target, me)) return;
    // An edit comes as new_message with edited (the spec's way): it replaces the copy shown.
    if (message.edited) return store.update(key, (v) => ({ ...v, data: updated(v.data, message) }));
    store.update(key, (v) => ({ ...v, data: received(v.data, message) }));
    if (!direct || message.createdBy.id !== id) return;
    if (pageVisible()) markRead(id);
    else unseen.current = true;
  });
  useSocketEvent('message_deleted', (message) => {
    if (inConversation(message, target, me)) store.update(key, (v) => ({ ...v, data: updated(v.data, message) }));
  });

  useEffect(() => {
    if (!direct) return;
    unseen.current = false;
    markRead(id);
    const closed = openConversation(id);
    const onVisibility = () => {
      if (!pageVisible() || !unseen.current) return;
      unseen.current = false;
      markRead(id);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      closed();
    };
  }, [direct, id, markRead]);

  useEffect(() => {
    if (!direct || !socket || !connected) return;
    // Marking read stays this tab's own (useMarkRead): only while the page is visible.
    socket.emit('join_direct_user', { userId: id, read: false }, () => undefined);
    return () => {
      // A dropped connection already left every room; the next connection joins again.
      if (socket.connected) socket.emit('leave_direct_user', { userId: id });
    };
  }, [direct, id, socket, connected]);
}
