import type { ChatMessage, ChatTypingEvent } from '@plaza/contract';
import type { ChatTarget } from './thread-types';

/** Whether `message` belongs to the conversation `target` of the user `me`. */
export function inConversation(message: ChatMessage, target: ChatTarget, me: string): boolean {
  if (message.medium !== target.medium) return false;
  if (target.medium === 'post') return message.to === target.id;
  const from = message.createdBy.id;
  return (from === me && message.to === target.id) || (from === target.id && message.to === me);
}

/** Whether a `typing` event is someone else typing in the conversation `target`. */
export function typingIn(event: ChatTypingEvent, target: ChatTarget, me: string | undefined): boolean {
  if (event.medium !== target.medium || event.user.id === me) return false;
  return target.medium === 'post' ? event.to === target.id : event.user.id === target.id;
}
