import type { ChatAttachment, ChatMedium, ChatMessage, ChatParent, UserSummary } from '@plaza/contract';

/** A conversation: with a user (direct, id = their user id) or a post's live room (post, id = the post id). */
export interface ChatTarget {
  medium: ChatMedium;
  id: string;
}

/** What the composer sends: text, the message it answers, and images already uploaded. */
export interface ComposerDraft {
  message: string;
  parent: ChatParent | null;
  attachments: ChatAttachment[];
}

/** A message the server has stored. */
export interface SentMessage extends ChatMessage {
  status: 'sent';
}

/** A message shown at once while the server stores it, under the tab's temporary numeric identifier. */
export interface PendingMessage {
  status: 'sending';
  identifier: number;
  message: string;
  createdBy: UserSummary;
  createdOn: string;
  parent: ChatParent | null;
  attachments: ChatAttachment[];
}

export type ThreadMessage = SentMessage | PendingMessage;

/** A send that failed: its message was removed; its draft is kept to send again. */
export interface FailedSend {
  identifier: number;
  draft: ComposerDraft;
  /** The error's text, as the 1000 ms toast showed it. */
  error: string;
}

/** Everything a chat pane needs of one conversation (useChatThread). */
export interface ChatThreadState {
  /** Oldest first. */
  messages: ThreadMessage[];
  status: 'loading' | 'error' | 'ready';
  /** Try the first page again after an error. */
  retry(): void;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The next page of history (LISTS.chatPage before the oldest shown). */
  loadOlder(): void;
  /** Shows the message at once, then swaps in the server's copy; false when it failed. */
  send(draft: ComposerDraft): Promise<boolean>;
  /** The last failed send, until it is sent again or the draft is dropped. */
  failed: FailedSend | null;
  /** Sends the failed draft again. */
  resend(): Promise<boolean>;
  dismissFailed(): void;
  edit(id: string, message: string): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  /** Who is typing now, each shown for TIMING.typingIndicatorMs after their last typing event. */
  typing: UserSummary[];
  /** Call on each keystroke; sends `typing` at most once per TIMING.typingThrottleMs. */
  notifyTyping(): void;
}
