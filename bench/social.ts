// Speed figures for comments, notifications, contacts, folders and the user search, on the feed
// benchmark's server (bench/posts.ts seeds bench/social-seed.ts too). Printed, never asserted.
import { API_VERSION, api, buildPath, type Endpoint } from '@plaza/contract';
import { BENCH_USER } from './posts-seed.js';
import { SOCIAL } from './social-seed.js';

type Measure = (name: string, total: number, concurrency: number, once: () => Promise<Response>) => Promise<void>;

export async function measureSocial(
  targetName: string,
  base: string,
  headers: Record<string, string>,
  measure: Measure,
): Promise<void> {
  const url = (endpoint: Endpoint, params: Record<string, string> = {}, query = '') =>
    `${base}/${API_VERSION}${buildPath(endpoint.path, params)}${query}`;
  const get = (address: string) => () => fetch(address, { headers });
  const hot = (await (await get(url(api.posts.feed, {}, '?limit=100'))()).json()) as {
    data: { id: string; channel: unknown; public: boolean; postReaction: { commentsCount: number } }[];
  };
  const post = hot.data.find((p) => p.postReaction.commentsCount > 0);
  if (!post) throw new Error('the bench post with comments is not in the first feed page');
  const comments = (await (await get(url(api.comments.list, { postId: post.id }))()).json()) as {
    data: { id: string; replyCount: number }[];
  };
  const thread = comments.data.find((c) => c.replyCount > 0);
  const cases: [string, string][] = [
    [
      `comments newest (${SOCIAL.topComments} + ${SOCIAL.replies} replies)`,
      url(api.comments.list, { postId: post.id }),
    ],
    ['comments most liked', url(api.comments.list, { postId: post.id }, '?sortBy=likesCount')],
    ...(thread
      ? [
          ['replies of a busy thread', url(api.comments.replies, { postId: post.id, parentId: thread.id })] as [
            string,
            string,
          ],
        ]
      : []),
    [`notifications first page (${SOCIAL.notifications})`, url(api.notifications.list)],
    ['notification counts', url(api.notifications.counts)],
    [`contacts first page (${SOCIAL.contacts})`, url(api.contacts.list, { userName: BENCH_USER.userName })],
    ['contacts search', url(api.contacts.list, { userName: BENCH_USER.userName }, '?searchTerm=user_12')],
    ['folders (21, 50 items each)', url(api.folders.list, {}, `?postId=${post.id}`)],
    ['user search "bench_user_12"', url(api.user.search, {}, '?name=bench_user_12')],
  ];
  for (const [label, address] of cases) {
    const probe = await get(address)();
    if (!probe.ok) throw new Error(`${label}: ${probe.status} ${await probe.text()}`);
    await probe.arrayBuffer();
    await measure(`[${targetName}] ${label}`, 100, 1, get(address));
    await measure(`[${targetName}] ${label}`, 500, 50, get(address));
  }
}
