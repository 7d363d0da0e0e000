import { type UserSummary } from '@plaza/contract';
import { TIMING } from '../../../lib/presentation';
import { useEffect, useRef, useState } from 'react';
import { useSocketEvent } from '../../../realtime/use-socket-event';
import { useSessionStore } from '../../../state/session';
import { inConversation, typingIn } from './conversation-match';
import type { ChatTarget } from './thread-types';

/**
 * Who is typing in the conversation now (from the `typing` socket event), each cleared
 * TIMING.typingIndicatorMs after their last event, or at once when their message arrives. Used
 * by the chat pane and the /messages header.
 */
export function useTyping(target: ChatTarget | null): UserSummary[] {
  const me = useSessionStore((s) => s.user?.id);
  const [typing, setTyping] = useState<UserSummary[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const medium = target?.medium;
  const id = target?.id;

  const stop = (userId: string) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTyping((users) => (users.some((u) => u.id === userId) ? users.filter((u) => u.id !== userId) : users));
  };

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      setTyping([]);
    };
  }, [medium, id]);

  useSocketEvent('typing', (event) => {
    if (!target || !typingIn(event, target, me)) return;
    const { user } = event;
    clearTimeout(timers.current.get(user.id));
    timers.current.set(
      user.id,
      setTimeout(() => stop(user.id), TIMING.typingIndicatorMs),
    );
    setTyping((users) => (users.some((u) => u.id === user.id) ? users : [...users, user]));
  });

  useSocketEvent('new_message', (message) => {
    if (target && me && inConversation(message, target, me) && timers.current.has(message.createdBy.id)) {
      stop(message.createdBy.id);
    }
  });

  return typing;
}
