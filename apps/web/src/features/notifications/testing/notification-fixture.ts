import type { Notification } from '@plaza/contract';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
let counter = 5000;

export const ACTOR = { id: id(11), fullName: 'Ada Lovelace', userName: 'ada', displayPhoto: null };
export const POST = { id: id(12), title: 'Engines', slug: 'engines', thumbnail: 'thumbnail.jpg' };

/** An unseen, unread notification of someone liking the viewer's video, for tests. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  return {
    id: id(counter),
    type: 'post_like',
    createdBy: ACTOR,
    post: POST,
    comment: null,
    message: null,
    meeting: null,
    viewedOn: null,
    readOn: null,
    createdOn: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
