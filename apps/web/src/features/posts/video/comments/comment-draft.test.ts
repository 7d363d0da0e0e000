import { COMMENT } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import {
  COUNTER_FROM,
  canSaveEdit,
  canSend,
  commentsLabel,
  isCommentSort,
  replyPrefill,
  showCounter,
  viewRepliesLabel,
} from './comment-draft';

describe('sending', () => {
  it('is refused while the text is empty or only spaces', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('  \n\t ')).toBe(false);
    expect(canSend(' Nice ')).toBe(true);
  });

  it('is refused past the longest comment', () => {
    expect(canSend('a'.repeat(COMMENT.max))).toBe(true);
    expect(canSend('a'.repeat(COMMENT.max + 1))).toBe(false);
  });
});

describe('saving an edit', () => {
  it('needs a non-empty text that differs from the comment', () => {
    expect(canSaveEdit('Tea', 'Tea')).toBe(false);
    expect(canSaveEdit('Tea', ' Tea  ')).toBe(false);
    expect(canSaveEdit('Tea', '   ')).toBe(false);
    expect(canSaveEdit('Tea', 'Green tea')).toBe(true);
  });
});

describe('labels', () => {
  it('count comments and replies in the singular at one', () => {
    expect(commentsLabel(0)).toBe('0 comments');
    expect(commentsLabel(1)).toBe('1 comment');
    expect(commentsLabel(1204)).toBe('1,204 comments');
    expect(viewRepliesLabel(1)).toBe('View 1 reply');
    expect(viewRepliesLabel(12)).toBe('View 12 replies');
  });

  it('show the counter only near the limit', () => {
    expect(showCounter('a'.repeat(COUNTER_FROM - 1))).toBe(false);
    expect(showCounter('a'.repeat(COUNTER_FROM))).toBe(true);
  });

  it('know the two sorts', () => {
    expect(isCommentSort('createdOn')).toBe(true);
    expect(isCommentSort('likesCount')).toBe(true);
    expect(isCommentSort('random')).toBe(false);
  });
});

describe('a reply', () => {
  it('to a reply names whom it answers; to a comment starts empty', () => {
    const user = { userName: 'alan_t' };
    expect(replyPrefill({ parentId: 'x', user })).toBe('@alan_t ');
    expect(replyPrefill({ parentId: null, user })).toBe('');
    expect(replyPrefill({ parentId: 'x', user: { userName: null } })).toBe('');
  });
});
