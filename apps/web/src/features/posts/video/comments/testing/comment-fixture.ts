import type { Comment } from '@plaza/contract';
import { AUTHOR } from '../../../../../testing/post-fixture';

const id = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
let counter = 0;

export const POST_ID = '00000000-0000-4000-8000-00000000f001';
export const OTHER = { id: id(9001), fullName: 'Alan Turing', userName: 'alan_t', displayPhoto: null };

/** A comment as the server sends it to someone who did not write it, for tests. */
export function aComment(overrides: Partial<Comment> = {}): Comment {
  counter += 1;
  return {
    id: id(counter),
    comment: `Comment ${counter}`,
    postId: POST_ID,
    parentId: null,
    user: OTHER,
    replyCount: 0,
    replies: { data: [], total: overrides.replyCount ?? 0, limit: 0, skip: 0 },
    likesCount: 0,
    liked: false,
    edited: false,
    updatedOn: '2026-03-02T10:00:00.000Z',
    createdOn: '2026-03-02T10:00:00.000Z',
    permissions: { canEdit: false, canDelete: false },
    ...overrides,
  };
}

/** The same, written by the viewer. */
export function anOwnComment(overrides: Partial<Comment> = {}): Comment {
  return aComment({ user: AUTHOR, permissions: { canEdit: true, canDelete: true }, ...overrides });
}

export function aReply(parent: Pick<Comment, 'id'>, overrides: Partial<Comment> = {}): Comment {
  return aComment({ parentId: parent.id, ...overrides });
}
