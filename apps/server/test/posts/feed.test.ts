import { POST, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { follow, insertChannel, insertZone, signedInUser } from '../support/channels.js';
import { insertPost, minutesAgo } from '../support/posts.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

/** Two zones with a channel each; posts by two authors at known times and view counts. */
async function world() {
  const owner = await signedInUser(server, 'Owner');
  const other = await signedInUser(server, 'Other');
  const me = await signedInUser(server, 'Me');
  const zoneA = await insertZone(server, owner.user);
  const zoneB = await insertZone(server, owner.user);
  const chA = await insertChannel(server, zoneA.id, owner.user, { name: 'A' });
  const chB = await insertChannel(server, zoneB.id, owner.user, { name: 'B' });
  const posts = {
    a1: await insertPost(server, owner.user.id, {
      title: 'a1',
      channel: chA,
      createdAt: minutesAgo(50),
      viewsCount: 5,
    }),
    a2: await insertPost(server, other.user.id, {
      title: 'a2',
      channel: chA,
      createdAt: minutesAgo(40),
      viewsCount: 9,
    }),
    b1: await insertPost(server, owner.user.id, {
      title: 'b1',
      channel: chB,
      createdAt: minutesAgo(30),
      viewsCount: 9,
    }),
    live: await insertPost(server, other.user.id, {
      title: 'live',
      channel: chB,
      streaming: true,
      createdAt: minutesAgo(20),
      viewsCount: 1,
    }),
    solo: await insertPost(server, other.user.id, { title: 'solo', createdAt: minutesAgo(10), viewsCount: 9 }),
  };
  await server.db.updateTable('posts').set({ likes_count: 3 }).where('id', '=', posts.b1.id).execute();
  return { owner, other, me, zoneA, zoneB, chA, chB, posts };
}

type Client = Awaited<ReturnType<typeof signedInUser>>['client'];
type FeedInput = Record<string, string | number | boolean>;

async function titles(client: Client, query: FeedInput = {}, headers: Record<string, string> = {}) {
  const res = await client.call(api.posts.feed, { query: query as never }, { headers });
  expect(res.status).toBe(200);
  return res.body.data.map((p) => p.title);
}

describe('GET /post/feed/list', () => {
  it('lists visible posts newest first, paged, with the total of all matches', async () => {
    const { me, chA, posts } = await world();
    const res = await me.client.call(api.posts.feed, { query: { limit: 2, skip: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, limit: 2, skip: 1 });
    expect(res.body.data.map((p) => p.title)).toEqual(['live', 'b1']);
    const defaults = await me.client.call(api.posts.feed);
    expect(defaults.body).toMatchObject({ total: 5, limit: POST.feedPage, skip: 0 });
    const a1 = defaults.body.data.find((p) => p.id === posts.a1.id)!;
    expect(a1).toMatchObject({
      title: 'a1',
      type: 'video',
      channel: { id: chA.id, name: 'A', zoneId: chA.zone_id },
      liked: false,
      media: { status: 'ready', renditions: [360, 720], failureReason: null },
      postReaction: { viewsCount: 5, likesCount: 0 },
      permissions: { canEdit: false, canDelete: false, canReport: true },
    });
  });

  it('sorts by popularity: views, then likes, then newest', async () => {
    const { me } = await world();
    expect(await titles(me.client, { sort: 'popular' })).toEqual(['b1', 'solo', 'a2', 'a1', 'live']);
  });

  it('filters by channel, zone, author and live, and combines filters', async () => {
    const { me, other, chA, zoneB } = await world();
    expect(await titles(me.client, { channelId: chA.id })).toEqual(['a2', 'a1']);
    expect(await titles(me.client, { zoneId: zoneB.id })).toEqual(['live', 'b1']);
    expect(await titles(me.client, { userId: other.user.id })).toEqual(['solo', 'live', 'a2']);
    expect(await titles(me.client, { streaming: true })).toEqual(['live']);
    expect(await titles(me.client, { userId: other.user.id, zoneId: zoneB.id })).toEqual(['live']);
    const none = await me.client.call(api.posts.feed, { query: { streaming: true, channelId: chA.id } });
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it('lists only the posts of followed channels on the Following tab', async () => {
    const { me, chB } = await world();
    expect(await titles(me.client, { following: true })).toEqual([]);
    await follow(server, me.user, chB);
    const res = await me.client.call(api.posts.feed, { query: { following: true } });
    expect(res.body.data.map((p) => p.title)).toEqual(['live', 'b1']);
    expect(res.body.total).toBe(2);
  });

  it("shows only the zone's posts on a zone site (App-Subdomain)", async () => {
    const { me, zoneA, zoneB } = await world();
    expect(await titles(me.client, {}, { 'App-Subdomain': zoneA.subdomain })).toEqual(['a2', 'a1']);
    const res = await me.client.call(api.posts.feed, {}, { headers: { 'App-Subdomain': zoneB.subdomain } });
    expect(res.body).toMatchObject({ total: 2 });
    // Another zone's filter on a zone site finds nothing rather than leaving the site.
    expect(await titles(me.client, { zoneId: zoneB.id }, { 'App-Subdomain': zoneA.subdomain })).toEqual([]);
  });

  it('keeps totals equal to the posts listed as posts change, go, or lose their channel', async () => {
    const { owner, other, me, chA, chB, zoneA, posts } = await world();
    await follow(server, me.user, chA);
    const queries: FeedInput[] = [{}, { channelId: chA.id }, { zoneId: zoneA.id }, { following: true }];
    const check = async () => {
      for (const user of [owner, other, me]) {
        for (const query of queries) {
          const res = await user.client.call(api.posts.feed, { query: { ...query, limit: 100 } as never });
          expect(res.body.total, JSON.stringify(query)).toBe(res.body.data.length);
        }
      }
    };
    await insertPost(server, me.user.id, { channel: chA, public: false });
    await check();
    await owner.client.call(api.posts.update, { params: { postId: posts.a1.id }, body: { public: false } });
    await other.client.call(api.posts.update, { params: { postId: posts.solo.id }, body: { public: false } });
    await check();
    await owner.client.call(api.posts.update, { params: { postId: posts.a1.id }, body: { public: true } });
    await owner.client.call(api.posts.remove, { params: { id: posts.b1.id } });
    await check();
    await server.db.updateTable('channels').set({ public: false }).where('id', '=', chA.id).execute();
    await check();
    await owner.client.call(api.channels.remove, { params: { id: chB.id } });
    await check();
    expect((await me.client.call(api.posts.feed)).body.total).toBe(3);
  });

  it('answers 400 with the messages for bad paging, ids, flags and sorts', async () => {
    const { me } = await world();
    const cases: [Record<string, string>, string[]][] = [
      [{ limit: '0' }, ['This field must be bigger than or equal to 1']],
      [{ limit: '101' }, ['This field must be smaller than or equal to 100']],
      [{ skip: '-1' }, ['This field must be bigger than or equal to 0']],
      [{ channelId: 'x' }, ['Channel id must be a valid id']],
      [{ zoneId: 'x', userId: 'y' }, ['Zone id must be a valid id', 'User id must be a valid id']],
      [{ following: 'yes' }, ['Following must be true or false']],
      [{ sort: 'oldest' }, ['Sort must be one of newest, popular, relevance']],
      [{ searchTerm: 'x'.repeat(101) }, ['Search: Please enter up to 100 characters long']],
    ];
    for (const [query, messages] of cases) {
      const res = await me.client.call(api.posts.feed, { query: query as never });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toEqual(messages);
    }
  });

  it('answers 401 when signed out', async () => {
    await world();
    const res = await server.client().call(api.posts.feed);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('NOT_SIGNED_IN');
  });
});
