import { api } from '@plaza/contract';
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearMediaFiles, transcoded } from '../media/support.js';
import { follow, insertChannel, insertZone, signedInUser } from '../support/channels.js';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import { smallClip, undecodableClip, uploadVideo } from '../support/videos.js';
import { allNotifications, notificationsOf } from './support.js';

const server = useTestServer();
beforeEach(async () => {
  await clearMediaFiles(server);
});

type Client = Awaited<ReturnType<typeof signedInUser>>['client'];

async function upload(client: Client, fields: Record<string, string>, data?: Buffer) {
  const res = await uploadVideo(client, {
    fields: { title: 'Harbour at dawn', ...fields },
    file: { data: data ?? (await readFile(await smallClip())), name: 'clip.mp4' },
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** A channel with its owner (the author), two followers, and someone in the zone who does not follow it. */
async function channelWorld() {
  const author = await signedInUser(server, 'Author');
  const fan1 = await signedInUser(server, 'Fan One');
  const fan2 = await signedInUser(server, 'Fan Two');
  const outsider = await signedInUser(server, 'Outsider');
  const zone = await insertZone(server, author.user);
  const channel = await insertChannel(server, zone.id, author.user);
  await follow(server, fan1.user, channel);
  await follow(server, fan2.user, channel);
  const other = await insertChannel(server, zone.id, outsider.user);
  return { author, fan1, fan2, outsider, channel, other };
}

describe('a new post in a channel', () => {
  it("notifies the channel's followers, not its author nor anyone else", async () => {
    const { author, fan1, fan2, outsider, channel } = await channelWorld();
    const post = await upload(author.client, { channelId: channel.id });

    const rows = await server.db
      .selectFrom('notifications')
      .select(['user_id', 'type', 'created_by', 'post_id'])
      .where('type', '=', 'post')
      .execute();
    expect(rows.map((r) => r.user_id).sort()).toEqual([fan1.user.id, fan2.user.id].sort());
    for (const row of rows) expect(row).toMatchObject({ created_by: author.user.id, post_id: post.id });

    const listed = await fan1.client.call(api.notifications.list, { query: { type: 'post' } });
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        type: 'post',
        createdBy: expect.objectContaining({ id: author.user.id }),
        post: expect.objectContaining({ id: post.id, title: 'Harbour at dawn', slug: post.slug }),
      }),
    ]);
    expect(await notificationsOf(server, outsider.user.id)).toEqual([]);
  });

  it('notifies nobody of a private post, nor of a post outside any channel', async () => {
    const { author, channel } = await channelWorld();
    await upload(author.client, { channelId: channel.id, public: 'false' });
    await upload(author.client, {});
    const posts = (await allNotifications(server)).filter((n) => n.type === 'post');
    expect(posts).toEqual([]);
  });

  it('skips a follower who has blocked the author', async () => {
    const { author, fan1, fan2, channel } = await channelWorld();
    await server.db
      .insertInto('user_blocks')
      .values({ blocker_id: fan1.user.id, blocked_id: author.user.id })
      .execute();
    await upload(author.client, { channelId: channel.id });
    const posts = (await allNotifications(server)).filter((n) => n.type === 'post');
    expect(posts.map((n) => n.user_id)).toEqual([fan2.user.id]);
  });
});

describe('a like', () => {
  async function likeWorld() {
    const author = await signedInUser(server, 'Author');
    const fan = await signedInUser(server, 'Fan');
    const post = await insertPost(server, author.user.id, { title: 'Liked' });
    return { author, fan, post };
  }
  const react = (client: Client, postId: string, type: 'like' | 'dislike') =>
    client.call(api.posts.like, { body: { postId, type } });

  it('notifies the author once per person, however often it is taken back and given again', async () => {
    const { author, fan, post } = await likeWorld();
    await react(fan.client, post.id, 'like');
    await fan.client.call(api.posts.unlike, { params: { postId: post.id } });
    await react(fan.client, post.id, 'like');
    await react(fan.client, post.id, 'dislike');
    await react(fan.client, post.id, 'like');
    const rows = await notificationsOf(server, author.user.id);
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'post_like',
        created_by: fan.user.id,
        post_id: post.id,
        dedupe_key: `post_like:${post.id}:${fan.user.id}`,
      }),
    ]);
    const other = await signedInUser(server, 'Another fan');
    await react(other.client, post.id, 'like');
    expect(await notificationsOf(server, author.user.id)).toHaveLength(2);
    expect((await author.client.call(api.notifications.counts)).body).toEqual({ unviewedCount: 2, unreadCount: 2 });
  });

  it('notifies nobody of a dislike, of liking one’s own post, or of a refused like', async () => {
    const { author, fan, post } = await likeWorld();
    await react(fan.client, post.id, 'dislike');
    await react(author.client, post.id, 'like');
    const hidden = await insertPost(server, author.user.id, { public: false });
    expect((await react(fan.client, hidden.id, 'like')).status).toBe(404);
    expect(await allNotifications(server)).toEqual([]);
  });

  it('skips a liker the author has blocked', async () => {
    const { author, fan, post } = await likeWorld();
    await server.db.insertInto('user_blocks').values({ blocker_id: author.user.id, blocked_id: fan.user.id }).execute();
    expect((await react(fan.client, post.id, 'like')).status).toBe(200);
    expect(await allNotifications(server)).toEqual([]);
  });
});

describe('the end of a transcode', () => {
  it('tells the author the video is ready to watch', async () => {
    const author = await signedInUser(server, 'Author');
    const post = await upload(author.client, { title: 'Ready one' });
    expect((await transcoded(server, post.id)).media_status).toBe('ready');
    const listed = await author.client.call(api.notifications.list, { query: {} });
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        type: 'system_notification',
        createdBy: null,
        message: 'Your video “Ready one” is ready to watch.',
        post: expect.objectContaining({ id: post.id, thumbnail: 'thumbnail.jpg' }),
      }),
    ]);
  });

  it('tells the author, once, when the video finally could not be processed', async () => {
    const author = await signedInUser(server, 'Author');
    const post = await upload(author.client, { title: 'Broken one' }, await undecodableClip());
    expect((await transcoded(server, post.id)).media_status).toBe('failed');
    const rows = await notificationsOf(server, author.user.id);
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'system_notification',
        created_by: null,
        post_id: post.id,
        message: 'Your video “Broken one” could not be processed.',
      }),
    ]);
  });
});
