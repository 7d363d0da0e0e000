import type { ChatConversation } from '@plaza/contract';

type LastMessage = NonNullable<ChatConversation['lastMessage']>;

/**
 * The line under a conversation's name: its last message, "Deleted message", or its photos when it
 * carried no text; "You: " in front of one's own.
 */
export function conversationPreview(last: LastMessage | null): string {
  if (!last) return 'No messages yet';
  return `${last.fromMe ? 'You: ' : ''}${previewText(last)}`;
}

function previewText(last: LastMessage): string {
  if (last.deleted) return 'Deleted message';
  if (last.preview.trim() !== '' || last.attachmentCount === 0) return last.preview;
  return last.attachmentCount === 1 ? '📷 Photo' : `${last.attachmentCount} photos`;
}

/** An unread badge's text: the count, or '99+' where a larger number would not fit. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
