import { useSessionStore } from '../../../state/session';
import { ChatThreadView } from './ChatThreadView';
import type { ChatTarget } from './thread-types';
import { useChatThread } from './use-chat-thread';

export interface ChatThreadProps {
  target: ChatTarget;
  /** False for a former contact: the history shows, the composer says why it cannot send. */
  canSend: boolean;
  /** Shown in place of the composer when sending is not possible. */
  cannotSendText?: string;
  /** What an empty conversation says. */
  emptyText: string;
}

/** A conversation's pane: history with date headers (older pages as it scrolls up), and the composer. */
export function ChatThread(props: ChatThreadProps) {
  const state = useChatThread(props.target);
  const meId = useSessionStore((session) => session.user?.id ?? '');
  // Keyed by conversation, so a draft, reply or edit never carries over to another one.
  return <ChatThreadView key={`${props.target.medium}:${props.target.id}`} {...props} state={state} meId={meId} />;
}
