import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { follow, insertChannel, insertZone, signedInUser } from '../support/channels.js';
import { insertPost, postSnapshot } from '../support/posts.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

/**
 * One author's posts in every kind of place; a follower who follows the private channel and
 * the channel of the private zone, and a stranger who belongs to nothing.
 */
async function world() {
  const author = await signedInUser(server, 'Author');
  const follower = await signedInUser(server, 'Follower');
  const stranger = await signedInUser(server, 'Stranger');
  const openZone = await insertZone(server, author.user);
  const privateZone = await insertZone(server, author.user, { public: false });
  const openChannel = await insertChannel(server, openZone.id, author.user);
  const privateChannel = await insertChannel(server, openZone.id, author.user, { public: false });
  const zoneChannel = await insertChannel(server, privateZone.id, author.user);
  await follow(server, follower.user, privateChannel);
  await follow(server, follower.user, zoneChannel);
  const post = (title: string, options: Parameters<typeof insertPost>[2]) =>
    insertPost(server, author.user.id, { title, ...options });
  const posts = {
    open: await post('open', {}),
    openInChannel: await post('open in channel', { channel: openChannel }),
    private: await post('private', { public: false }),
    privateInChannel: await post('private in channel', { channel: openChannel, public: false }),
    inPrivateChannel: await post('in private channel', { channel: privateChannel }),
    inPrivateZone: await post('in private zone', { channel: zoneChannel }),
  };
  return { author, follower, stranger, privateZone, posts };
}

type Client = Awaited<ReturnType<typeof signedInUser>>['client'];

async function feedTitles(client: Client) {
  const res = await client.call(api.posts.feed);
  return { titles: res.body.data.map((p) => p.title).sort(), total: res.body.total };
}

describe('who sees which post', () => {
  it('shows the author every post of their own', async () => {
    const { author } = await world();
    expect((await feedTitles(author.client)).total).toBe(6);
  });

  it('shows a follower the private channel and the private zone, never private posts', async () => {
    const { follower } = await world();
    expect(await feedTitles(follower.client)).toEqual({
      titles: ['in private channel', 'in private zone', 'open', 'open in channel'],
      total: 4,
    });
  });

  it('shows a stranger only public posts in public places', async () => {
    const { stranger } = await world();
    expect(await feedTitles(stranger.client)).toEqual({ titles: ['open', 'open in channel'], total: 2 });
  });

  it('answers POST_NOT_FOUND to every call about a post the caller may not see, and writes nothing', async () => {
    const { stranger, follower, posts } = await world();
    const hidden: [Client, string][] = [
      [stranger.client, posts.private.id],
      [stranger.client, posts.inPrivateChannel.id],
      [stranger.client, posts.inPrivateZone.id],
      [follower.client, posts.privateInChannel.id],
    ];
    for (const [client, postId] of hidden) {
      const before = await postSnapshot(server, postId);
      const calls = [
        client.call(api.posts.detail, { params: { postId } }),
        client.call(api.posts.recommended, { params: { postId } }),
        client.call(api.posts.update, { params: { postId }, body: { title: 'Mine now' } }),
        client.call(api.posts.remove, { params: { id: postId } }),
        client.call(api.posts.feature, { params: { postId } }),
        client.call(api.posts.like, { body: { postId, type: 'like' } }),
        client.call(api.posts.unlike, { params: { postId } }),
        client.call(api.posts.viewStats, { body: { postId, startedFrom: 0, endedAt: 3 } }),
        client.call(api.postReports.create, { params: { postId }, body: { reason: 'spam', details: '' } }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ message: 'POST_NOT_FOUND', error: 'Post not found or unauthorized.' });
      }
      expect(await postSnapshot(server, postId)).toEqual(before);
    }
  });

  it("refuses a private zone's site to a stranger; its members see its posts there", async () => {
    const { stranger, follower, privateZone } = await world();
    const headers = { 'App-Subdomain': privateZone.subdomain };
    const refused = await stranger.client.call(api.posts.feed, {}, { headers });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('UNAUTHORIZED_SUBDOMAIN');
    const member = await follower.client.call(api.posts.feed, {}, { headers });
    expect(member.body.data.map((p) => p.title)).toEqual(['in private zone']);
  });

  it('hides a post from its channel as soon as the channel turns private', async () => {
    const { stranger, posts } = await world();
    expect((await stranger.client.call(api.posts.detail, { params: { postId: posts.openInChannel.id } })).status).toBe(
      200,
    );
    await server.db
      .updateTable('channels')
      .set({ public: false })
      .where('id', '=', posts.openInChannel.channel_id!)
      .execute();
    const res = await stranger.client.call(api.posts.detail, { params: { postId: posts.openInChannel.id } });
    expect(res.status).toBe(404);
  });
});
