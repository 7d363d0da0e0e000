import { useMemo } from 'react';
import { useCurrentUser } from '../../../state/session';
import type { ChatThreadState, ChatTarget } from './thread-types';
import { useThreadActions } from './use-thread-actions';
import { useThreadHistory } from './use-thread-history';
import { useThreadLive } from './use-thread-live';
import { useThreadStore } from './use-thread-store';
import { useTyping } from './use-typing';

/**
 * One conversation's messages and actions: history pages from api.chat.messages, live events
 * from the socket, and the message lifecycle (spec 02 §4 Chat message, thread-state.ts). Reloads
 * the newest page when the socket reconnects, so a tab catches up on what it missed.
 */
export function useChatThread(target: ChatTarget): ChatThreadState {
  const user = useCurrentUser();
  const me = useMemo(
    () => ({ id: user.id, fullName: user.fullName, userName: user.userName, displayPhoto: user.displayPhoto }),
    [user.id, user.fullName, user.userName, user.displayPhoto],
  );
  const key = `${target.medium}:${target.id}`;
  const [view, store] = useThreadStore(key);
  const { retry, loadOlder } = useThreadHistory(target, key, store);
  useThreadLive(target, key, me.id, store);
  const actions = useThreadActions(target, key, me, store);
  const typing = useTyping(target);
  return {
    messages: view.data.messages,
    status: view.status,
    retry,
    hasOlder: view.data.hasOlder,
    loadingOlder: view.loadingOlder,
    loadOlder,
    failed: view.data.failed,
    typing,
    ...actions,
  };
}
