import { COMMENT, type CommentSort } from '@plaza/contract';

/** The text as it is sent: the server trims it too. */
export const cleanText = (text: string) => text.trim();

/** Send is disabled while the text is empty or only spaces (spec 02 §4). */
export function canSend(text: string): boolean {
  const clean = cleanText(text);
  return clean.length > 0 && clean.length <= COMMENT.max;
}

/** An edit saves only when its text is non-empty and differs from the comment's (spec 02 §4). */
export function canSaveEdit(original: string, draft: string): boolean {
  return canSend(draft) && cleanText(draft) !== cleanText(original);
}

/** The counter appears once the text comes near the limit. */
export const COUNTER_FROM = Math.floor(COMMENT.max * 0.9);

export function showCounter(text: string): boolean {
  return text.length >= COUNTER_FROM;
}

/** The sort choices (spec 02 §4): newest first, or most liked first. */
export const SORT_OPTIONS: readonly { value: CommentSort; label: string }[] = [
  { value: 'createdOn', label: 'Newest' },
  { value: 'likesCount', label: 'Most liked' },
];

export function isCommentSort(value: string): value is CommentSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

const whole = new Intl.NumberFormat('en');

/** '1 comment', '1,204 comments'. */
export function commentsLabel(count: number): string {
  return `${whole.format(count)} ${count === 1 ? 'comment' : 'comments'}`;
}

/** 'View 1 reply', 'View 12 replies'. */
export function viewRepliesLabel(count: number): string {
  return `View ${whole.format(count)} ${count === 1 ? 'reply' : 'replies'}`;
}

/** A reply to a reply starts by naming whom it answers (it joins the top-level comment's replies). */
export function replyPrefill(to: { parentId: string | null; user: { userName: string | null } }): string {
  return to.parentId && to.user.userName ? `@${to.user.userName} ` : '';
}
