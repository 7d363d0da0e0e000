import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPath, defineEndpoint, openApiPath } from './endpoint.js';

describe('buildPath', () => {
  it('leaves a path without parameters as it is', () => {
    expect(buildPath('/auth/login')).toBe('/auth/login');
    expect(buildPath('/health', { ignored: 'x' })).toBe('/health');
  });

  it('fills every parameter', () => {
    expect(buildPath('/user/profile/:userName', { userName: 'ada' })).toBe('/user/profile/ada');
    expect(buildPath('/zone/:zoneId/channel/:channelId', { zoneId: 'z1', channelId: 'c2' })).toBe(
      '/zone/z1/channel/c2',
    );
  });

  it('encodes each value, so it cannot change the path', () => {
    expect(buildPath('/user/profile/:userName', { userName: 'a b/c?d#e' })).toBe('/user/profile/a%20b%2Fc%3Fd%23e');
    expect(buildPath('/search/:term', { term: '../admin' })).toBe('/search/..%2Fadmin');
    expect(buildPath('/search/:term', { term: 'çay' })).toBe('/search/%C3%A7ay');
  });

  it('writes numbers and booleans as text, zero included', () => {
    expect(buildPath('/page/:n', { n: 0 })).toBe('/page/0');
    expect(buildPath('/page/:n', { n: 12 })).toBe('/page/12');
    expect(buildPath('/flag/:on', { on: false })).toBe('/flag/false');
  });

  it('fills or drops an optional parameter', () => {
    expect(buildPath('/posts/:postId?', { postId: 'p9' })).toBe('/posts/p9');
    expect(buildPath('/posts/:postId?')).toBe('/posts');
    expect(buildPath('/posts/:postId?', { postId: '' })).toBe('/posts');
    expect(buildPath('/:page?')).toBe('/');
  });

  it.each([
    ['missing', {}],
    ['undefined', { userName: undefined }],
    ['null', { userName: null }],
    ['empty', { userName: '' }],
  ])('throws for a %s required parameter', (_, params) => {
    expect(() => buildPath('/user/profile/:userName', params)).toThrow(
      'Missing path parameter userName for /user/profile/:userName',
    );
  });
});

describe('openApiPath', () => {
  it('turns :name parameters into {name}', () => {
    expect(openApiPath('/user/profile/:userName')).toBe('/user/profile/{userName}');
    expect(openApiPath('/zone/:zoneId/channel/:channelId')).toBe('/zone/{zoneId}/channel/{channelId}');
  });

  it('drops the optional marker', () => {
    expect(openApiPath('/posts/:postId?')).toBe('/posts/{postId}');
  });

  it('leaves a path without parameters as it is', () => {
    expect(openApiPath('/auth/login')).toBe('/auth/login');
  });
});

describe('defineEndpoint', () => {
  it('returns the declaration unchanged', () => {
    const declaration = {
      method: 'GET',
      path: '/ping',
      summary: 'Ping',
      tag: 'system',
      access: 'public',
      reply: z.object({ ok: z.boolean() }),
    } as const;
    const endpoint = defineEndpoint(declaration);
    expect(endpoint).toBe(declaration);
    expect(endpoint.path).toBe('/ping');
  });
});
