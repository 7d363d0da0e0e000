// The hot reads issue 24 measures, as HTTP requests on the seeded data set (bench/posts-seed.ts).
import { API_VERSION, api, buildPath, type Endpoint } from '@plaza/contract';
import { BENCH_USER } from './posts-seed.js';

export interface Read {
  name: string;
  method: 'GET' | 'POST';
  /** The path and query, from the server's root. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Per-address limits (sign-in attempts): move to a fresh address this often. */
  requestsPerAddress?: number;
}

const path = (endpoint: Endpoint, params: Record<string, string> = {}, query = '') =>
  `/${API_VERSION}${buildPath(endpoint.path, params)}${query}`;

const loginBody = JSON.stringify({ emailOrUserName: BENCH_USER.userName, password: BENCH_USER.password });

/** Signs the bench user in; answers the header the signed-in reads send. */
export async function bearer(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}${path(api.auth.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** The reads, for the bench user; post detail reads the newest post of the feed. */
export async function hotReads(base: string, headers: Record<string, string>): Promise<Read[]> {
  const feed = (await (await fetch(`${base}${path(api.posts.feed)}`, { headers })).json()) as {
    data: { id: string }[];
  };
  const newest = feed.data[0];
  if (!newest) throw new Error('the seeded feed is empty');
  const get = (name: string, address: string): Read => ({ name, method: 'GET', path: address, headers });
  return [
    get('feed, first page', path(api.posts.feed)),
    get('feed, deep page (skip 3000)', path(api.posts.feed, {}, '?skip=3000')),
    get('post detail', path(api.posts.detail, { postId: newest.id })),
    get('post search "guitar"', path(api.posts.feed, {}, '?searchTerm=guitar')),
    get("the user's channel list", path(api.userChannels.list)),
    {
      name: 'login',
      method: 'POST',
      path: path(api.auth.login),
      headers: { 'content-type': 'application/json' },
      body: loginBody,
      // LOGIN_RATE_LIMIT allows 50 attempts per address in its window.
      requestsPerAddress: 40,
    },
  ];
}
