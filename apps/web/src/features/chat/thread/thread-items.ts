import type { ChatParent, UserSummary } from '@plaza/contract';
import type { SentMessage, ThreadMessage } from './thread-types';

/** A stable React key: the server's id, or the tab's temporary identifier while sending. */
export function messageKey(message: ThreadMessage): string {
  return message.status === 'sent' ? message.id : `pending-${message.identifier}`;
}

/** The clock time of a message, HH:mm in local time. */
export function timeOfDay(iso: string): string {
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** What a reply to `message` quotes. */
export function parentOf(message: SentMessage): ChatParent {
  return {
    id: message.id,
    identifier: message.identifier,
    message: message.message,
    createdBy: message.createdBy,
    deleted: message.deleted,
  };
}

/** "Ada is typing…", "Ada and Alan are typing…", "Ada, Alan and 2 more are typing…". */
export function typingText(users: readonly UserSummary[]): string {
  const [first, second] = users;
  if (!first) return '';
  if (!second) return `${first.fullName} is typing…`;
  if (users.length === 2) return `${first.fullName} and ${second.fullName} are typing…`;
  return `${first.fullName}, ${second.fullName} and ${users.length - 2} more are typing…`;
}
