import { describe, expect, it } from 'vitest';
import { isSearchScope, readPostFilters, searchPath } from './search-paths';

describe('search addresses', () => {
  it('build /search/{scope}/{value}, encoding the term', () => {
    expect(searchPath('post', ' cats ')).toBe('/search/post/cats');
    expect(searchPath('profile', 'ada lovelace')).toBe('/search/profile/ada%20lovelace');
    expect(searchPath('zone', 'a/b?c')).toBe('/search/zone/a%2Fb%3Fc');
  });

  it('have none for an empty term', () => {
    expect(searchPath('post', '   ')).toBeNull();
  });

  it('carry the post filters that are on, and only for posts', () => {
    expect(searchPath('post', 'cats', { following: true, streaming: false })).toBe('/search/post/cats?following=true');
    expect(searchPath('post', 'cats', { following: true, streaming: true })).toBe(
      '/search/post/cats?following=true&streaming=true',
    );
    expect(searchPath('channel', 'cats', { following: true, streaming: true })).toBe('/search/channel/cats');
    expect(readPostFilters(new URLSearchParams('following=true'))).toEqual({ following: true, streaming: false });
  });

  it('know the four scopes', () => {
    expect(['post', 'channel', 'zone', 'profile'].every(isSearchScope)).toBe(true);
    expect(isSearchScope('video')).toBe(false);
    expect(isSearchScope(undefined)).toBe(false);
  });
});
