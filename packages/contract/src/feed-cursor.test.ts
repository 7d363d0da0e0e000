import { describe, expect, it } from 'vitest';
import { feedQuery } from './endpoints/posts.js';
import { decodeFeedCursor, encodeFeedCursor, FEED_CURSOR_MAX } from './feed-cursor.js';
import { messages } from './messages.js';

// The contract is typed without Node's or the DOM's globals; both have btoa.
declare function btoa(data: string): string;

const cursor = {
  createdAt: '2026-01-02T03:04:05.123456Z',
  id: '00000000-0000-4000-8000-000000000001',
  position: 12,
  total: 345,
};

describe('the feed cursor', () => {
  it('comes back as it was given, in URL-safe text', () => {
    const text = encodeFeedCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeFeedCursor(text)).toEqual(cursor);
    expect(feedQuery.parse({ cursor: text })).toMatchObject({ cursor, skip: 0 });
  });

  it('refuses text that is not a cursor this API gave out', () => {
    const plain = (value: unknown) =>
      btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const fields = { v: 1, t: cursor.createdAt, i: cursor.id, p: 1, n: 1 };
    expect(decodeFeedCursor(plain(fields))).toEqual({ ...cursor, position: 1, total: 1 });
    for (const text of [
      '',
      'not a cursor',
      'x'.repeat(FEED_CURSOR_MAX + 1),
      plain({ createdAt: cursor.createdAt }),
      plain([1, cursor.createdAt, cursor.id, 1, 1]),
      plain({ ...fields, v: 2 }),
      plain({ ...fields, t: '2026-13-45T03:04:05.123456Z' }),
      plain({ ...fields, t: '2026-01-02 03:04:05' }),
      plain({ ...fields, i: 'not-an-id' }),
      plain({ ...fields, p: -1 }),
      plain({ ...fields, p: 1.5 }),
      plain({ ...fields, extra: 1 }),
    ]) {
      expect(decodeFeedCursor(text), text).toBeNull();
      const result = feedQuery.safeParse({ cursor: text });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.feedCursorInvalid]);
    }
  });

  it('continues only the newest-first feed, and never together with skip', () => {
    const text = encodeFeedCursor(cursor);
    const problems = (query: Record<string, unknown>) =>
      feedQuery.safeParse({ cursor: text, ...query }).error?.issues.map((issue) => issue.message);
    expect(problems({ skip: 6 })).toEqual([messages.feedCursorWithSkip]);
    expect(problems({ sort: 'popular' })).toEqual([messages.feedCursorOrder]);
    expect(problems({ searchTerm: 'guitar' })).toEqual([messages.feedCursorOrder]);
    expect(problems({ sort: 'newest', skip: 0, following: 'true' })).toBeUndefined();
  });
});
