import type { Notification } from '@plaza/contract';
import { PATHS, to } from '../../routing/paths';
import { COMMENT_PARAM, videoPath } from '../posts';

function videoWithComment(postId: string, commentId: string | undefined): string {
  const path = videoPath(postId);
  return commentId ? `${path}?${COMMENT_PARAM}=${encodeURIComponent(commentId)}` : path;
}

/** Where opening a notification leads, or null when it is about nothing that can be opened. */
export function notificationTarget(n: Notification): string | null {
  switch (n.type) {
    case 'post':
    case 'post_like':
    case 'system_notification':
      return n.post ? videoPath(n.post.id) : null;
    case 'post_comment':
    case 'post_comment_reply':
    case 'post_comment_mention':
    case 'post_comment_like':
      // A reply opens at its thread: replies load on demand, the thread is on the page.
      return n.post ? videoWithComment(n.post.id, n.comment ? (n.comment.parentId ?? n.comment.id) : undefined) : null;
    case 'contact_request_received':
      return PATHS.contacts;
    case 'missed_call':
      return PATHS.messages;
    case 'meeting_invitation':
      return n.meeting ? to.meeting(n.meeting.slug) : null;
    case 'contact_request_accepted':
      return n.createdBy?.userName ? to.profile(n.createdBy.userName) : PATHS.contacts;
  }
}
