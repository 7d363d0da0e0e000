import { describe, expect, it } from 'vitest';
import { channelFeedPath, feedFiltersOf, feedTabs, feedViewPath, readFeedView } from './feed-view';

const channelId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('the timeline view in the address', () => {
  it('reads the tab and channel, ignoring unknown values', () => {
    expect(readFeedView(new URLSearchParams(''))).toEqual({ tab: 'all', channelId: null });
    expect(readFeedView(new URLSearchParams(`tab=popular&channel=${channelId}`))).toEqual({
      tab: 'popular',
      channelId,
    });
    expect(readFeedView(new URLSearchParams('tab=best&channel=x'))).toEqual({ tab: 'all', channelId: null });
  });

  it('writes it back, leaving / for the plain timeline', () => {
    expect(feedViewPath({ tab: 'all', channelId: null })).toBe('/');
    expect(feedViewPath({ tab: 'live', channelId: null })).toBe('/?tab=live');
    expect(channelFeedPath(channelId)).toBe(`/?channel=${channelId}`);
  });
});

describe('the tabs', () => {
  it('offer Following only without a selected channel or zone', () => {
    expect(feedTabs({ tab: 'following', channelId: null }, false)).toEqual({
      tabs: ['all', 'following', 'live', 'newest', 'popular'],
      active: 'following',
    });
    expect(feedTabs({ tab: 'following', channelId }, false)).toEqual({
      tabs: ['all', 'live', 'newest', 'popular'],
      active: 'all',
    });
    expect(feedTabs({ tab: 'following', channelId: null }, true).active).toBe('all');
  });

  it('turn into the feed filters', () => {
    expect(feedFiltersOf({ tab: 'all', channelId: null }, false)).toEqual({});
    expect(feedFiltersOf({ tab: 'following', channelId: null }, false)).toEqual({ following: true });
    expect(feedFiltersOf({ tab: 'following', channelId: null }, true)).toEqual({});
    expect(feedFiltersOf({ tab: 'live', channelId }, false)).toEqual({ channelId, streaming: true });
    expect(feedFiltersOf({ tab: 'newest', channelId: null }, false)).toEqual({ sort: 'newest' });
    expect(feedFiltersOf({ tab: 'popular', channelId: null }, false)).toEqual({ sort: 'popular' });
  });
});
