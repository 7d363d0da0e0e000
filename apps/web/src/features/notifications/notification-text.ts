import type { Notification } from '@plaza/contract';

/** What a notification says: who did it (shown in bold) and the rest of the sentence. */
export interface NotificationText {
  actor: string | null;
  text: string;
}

const SOMEONE = 'Someone';
const SYSTEM_FALLBACK = 'You have a new notification.';

const quoted = (title: string) => `“${title}”`;
const withExcerpt = (text: string, excerpt: string | undefined) => (excerpt ? `${text}: ${excerpt}` : text);

function rest(n: Notification): string {
  const title = n.post ? quoted(n.post.title) : null;
  const excerpt = n.comment?.excerpt.trim();
  switch (n.type) {
    case 'post':
      return title ? `posted ${title}` : 'posted a video';
    case 'post_like':
      return title ? `liked your video ${title}` : 'liked your video';
    case 'post_comment':
      return withExcerpt(title ? `commented on ${title}` : 'commented on your video', excerpt);
    case 'post_comment_reply':
      return withExcerpt('replied to your comment', excerpt);
    case 'post_comment_mention':
      return withExcerpt('mentioned you', excerpt);
    case 'post_comment_like':
      return withExcerpt('liked your comment', excerpt);
    case 'contact_request_received':
      return 'wants to add you to their contacts';
    case 'contact_request_accepted':
      return 'accepted your contact request';
    case 'missed_call':
      return 'tried to call you';
    case 'meeting_invitation':
      return n.meeting ? `invited you to the meeting ${quoted(n.meeting.title)}` : 'invited you to a meeting';
    case 'system_notification':
      return n.message?.trim() || SYSTEM_FALLBACK;
  }
}

/** The sentence of one notification, per type (spec 02 §3); a system notification has no actor. */
export function describeNotification(n: Notification): NotificationText {
  if (n.type === 'system_notification') return { actor: null, text: rest(n) };
  return { actor: n.createdBy?.fullName ?? SOMEONE, text: rest(n) };
}

/** The whole sentence as plain text. */
export function notificationSentence(n: Notification): string {
  const { actor, text } = describeNotification(n);
  return actor ? `${actor} ${text}` : text;
}
