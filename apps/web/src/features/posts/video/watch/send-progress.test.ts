import { API_VERSION, SUBDOMAIN_HEADER } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useZoneStore } from '../../../../state/zone';
import { sendProgress } from './send-progress';

const postId = '00000000-0000-4000-8000-000000000123';
const segment = { startedFrom: 1.5, endedAt: 7 };
const url = `/${API_VERSION}${api.posts.viewStats.path}`;

function stubFetch(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useZoneStore.setState({ selected: null, site: null });
});

describe('sending watch progress', () => {
  it('reports a stretch to the views call and gives back the views count', async () => {
    const fetch = stubFetch({ counted: true, viewsCount: 42 });
    expect(await sendProgress(postId, segment, 'pause')).toBe(42);
    const [sentUrl, init] = fetch.mock.calls[0]!;
    expect(sentUrl).toBe(url);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ postId, startedFrom: 1.5, endedAt: 7 });
  });

  it('is quiet about a failure', async () => {
    stubFetch({ statusCode: 404, message: 'POST_NOT_FOUND', error: 'x' }, 404);
    expect(await sendProgress(postId, segment, 'seek')).toBeNull();
  });

  it('on leaving, sends a request that outlives the page, with the zone header', async () => {
    useZoneStore.setState({ selected: { id: 'z', name: 'Tea House', subdomain: 'tea-house' } });
    const fetch = stubFetch({ counted: false, viewsCount: 1 });
    expect(await sendProgress(postId, segment, 'leave')).toBeNull();
    const [sentUrl, init] = fetch.mock.calls[0]!;
    expect(sentUrl).toBe(url);
    expect(init.keepalive).toBe(true);
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)[SUBDOMAIN_HEADER]).toBe('tea-house');
    expect(JSON.parse(String(init.body))).toEqual({ postId, ...segment });
  });
});
