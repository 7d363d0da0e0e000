import { describe, expect, it } from 'vitest';
import { MEDIA } from '../limits.js';
import { feedQuery, postMediaUrl, postUpdateBody, posts, videoUploadFields, viewStatsBody } from './posts.js';

const ID = '3f1c2a52-8a4e-4c5b-9a57-2d5d8c1e0b11';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('the post endpoints', () => {
  it('declare the spec paths (spec 02 §7 Posts)', () => {
    const paths = Object.values(posts).map((e) => `${e.method} ${e.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /post/feed/list',
        'GET /post/feed/detail/:postId',
        'PUT /post/update/:postId',
        'DELETE /post/remove/:id',
        'POST /post/video/create',
        'GET /post/featured/user/:userId',
        'GET /post/video/view/:slug/:videoName',
        'POST /post/video/stats/views',
        'POST /post/like/create',
        'DELETE /post/like/remove/:postId',
      ]),
    );
  });

  it('reads the feed query from text, flags included', () => {
    const query = feedQuery.parse({ limit: '6', skip: '12', following: 'true', streaming: 'false', channelId: '' });
    expect(query).toMatchObject({ limit: 6, skip: 12, following: true, streaming: false });
    expect(query.channelId).toBeUndefined();
    expect(messagesOf(feedQuery.safeParse({ following: 'yes' }))).toEqual(['Following must be true or false']);
    expect(messagesOf(feedQuery.safeParse({ sort: 'oldest' }))).toEqual([
      'Sort must be one of newest, popular, relevance',
    ]);
  });

  it('checks the upload fields as a form sends them', () => {
    expect(videoUploadFields.parse({ title: ' Trip ', public: 'false', channelId: '' })).toEqual({
      title: 'Trip',
      description: '',
      public: false,
    });
    expect(messagesOf(videoUploadFields.safeParse({ title: '' }))).toEqual(['Title is required']);
    expect(messagesOf(videoUploadFields.safeParse({ title: 'x'.repeat(65) }))).toEqual([
      'Title: Please enter up to 64 characters long',
    ]);
    expect(messagesOf(videoUploadFields.safeParse({ title: 'ok', channelId: 'nope' }))).toEqual([
      'Channel must be a valid id',
    ]);
  });

  it('refuses a view that ends before it starts', () => {
    expect(viewStatsBody.safeParse({ postId: ID, startedFrom: 2.5, endedAt: 3 }).success).toBe(true);
    expect(messagesOf(viewStatsBody.safeParse({ postId: ID, startedFrom: 5, endedAt: 3 }))).toEqual([
      'Ended at must not be before started from',
    ]);
    expect(messagesOf(viewStatsBody.safeParse({ postId: ID, startedFrom: 0, endedAt: 3.2 }))).toEqual([
      'Ended at must be a whole number of seconds (rounded up)',
    ]);
  });

  it('lets an update name any subset of fields', () => {
    expect(postUpdateBody.parse({})).toEqual({});
    expect(postUpdateBody.parse({ public: false })).toEqual({ public: false });
  });

  it('names media files the view call accepts, and only those', () => {
    for (const name of ['original.mp4', 'thumbnail.jpg', 'master.m3u8', '720p.m3u8', '1080p_00012.ts']) {
      expect(MEDIA.fileNamePattern.test(name)).toBe(true);
    }
    for (const name of ['../secret', 'original.exe', 'master.m3u8/..', '720p.ts']) {
      expect(MEDIA.fileNamePattern.test(name)).toBe(false);
    }
    expect(postMediaUrl({ slug: 'abc' }, 'master.m3u8')).toBe('/v1/post/video/view/abc/master.m3u8');
  });
});
