import type { Post, PostReport } from '@plaza/contract';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
let counter = 100;

export const AUTHOR = { id: id(1), fullName: 'Grace Hopper', userName: 'grace', displayPhoto: null };

/** A post as the server sends it (a viewer who is not the author), for tests. */
export function aPost(overrides: Partial<Post> = {}): Post {
  counter += 1;
  return {
    id: id(counter),
    title: `Video ${counter}`,
    description: '',
    slug: `slug-${counter}`,
    videoName: 'original.mp4',
    type: 'video',
    streaming: false,
    liveStream: false,
    public: true,
    allowDislike: true,
    allowComments: true,
    createdOn: '2026-03-01T10:00:00.000Z',
    createdBy: AUTHOR,
    channel: null,
    liked: false,
    disliked: false,
    newlyCreated: false,
    featured: false,
    postReaction: { likesCount: 3, dislikesCount: 1, commentsCount: 0, viewsCount: 10, liveStreamViewersCount: 0 },
    media: {
      status: 'ready',
      durationSeconds: 65,
      width: 640,
      height: 360,
      renditions: [360],
      thumbnail: 'thumbnail.jpg',
      hlsPlaylist: 'master.m3u8',
      failureReason: null,
    },
    permissions: { canEdit: false, canDelete: false, canFeature: false, canReport: true },
    ...overrides,
  };
}

/** The same post as its author sees it. */
export function anOwnPost(overrides: Partial<Post> = {}): Post {
  return aPost({ permissions: { canEdit: true, canDelete: true, canFeature: true, canReport: false }, ...overrides });
}

export function aReport(overrides: Partial<PostReport> = {}): PostReport {
  counter += 1;
  return {
    id: id(counter),
    reason: 'spam',
    details: 'Links to a shop in every sentence.',
    reportedBy: { id: id(2), fullName: 'Alan Turing', userName: 'alan', displayPhoto: null },
    createdOn: '2026-03-04T09:00:00.000Z',
    post: {
      id: id(counter + 1000),
      title: 'Buy now',
      slug: `slug-${counter}`,
      thumbnail: null,
      public: true,
      createdBy: AUTHOR,
    },
    ...overrides,
  };
}
