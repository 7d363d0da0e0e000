import { LIVE, MEMBERSHIP_PLANS, POST, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MISSING_ID, follow, insertChannel, insertZone, signedInUser } from '../support/channels.js';
import { insertUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const postsOf = (userId: string) =>
  server.db.selectFrom('posts').selectAll().where('created_by', '=', userId).execute();
const allPosts = () => server.db.selectFrom('posts').select('id').execute();

describe('POST /post/live/create (Go live)', () => {
  it('prepares a live post on the profile: live_stream, not live yet, waiting for its playlist', async () => {
    const { client, user } = await signedInUser(server);
    const res = await client.call(api.streaming.prepareLive, {
      body: { title: ' Evening session ', description: 'Chords and questions' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Evening session',
      description: 'Chords and questions',
      public: true,
      channel: null,
      liveStream: true,
      streaming: false,
      videoName: LIVE.playlistName,
      media: { status: 'processing', hlsPlaylist: null },
      createdBy: { id: user.id },
    });
    const rows = await postsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.body.id, hls_playlist: null, zone_id: null, live_stream: true });
    // The author sees it; it is a post like any other.
    expect((await client.call(api.posts.detail, { params: { postId: res.body.id } })).body.id).toBe(res.body.id);
  });

  it('prepares it in a channel the member follows, private when asked', async () => {
    const { row: owner } = await insertUser(server);
    const zone = await insertZone(server, owner);
    const channel = await insertChannel(server, zone.id, owner);
    const ada = await signedInUser(server, 'Ada Lovelace');
    await follow(server, ada.user, channel);
    const res = await ada.client.call(api.streaming.prepareLive, {
      body: { title: 'In the channel', channelId: channel.id, public: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.channel?.id).toBe(channel.id);
    expect(res.body.public).toBe(false);
    const [row] = await postsOf(ada.user.id);
    expect(row).toMatchObject({ channel_id: channel.id, zone_id: zone.id, public: false });
  });

  const badBodies: [string, unknown, string][] = [
    ['no title', { description: 'x' }, 'Title is required'],
    ['a blank title', { title: '   ' }, 'Title is required'],
    [
      'a title too long',
      { title: 'x'.repeat(POST.titleMax + 1) },
      `Title: Please enter up to ${POST.titleMax} characters long`,
    ],
    ['a description too long', { title: 'ok', description: 'x'.repeat(POST.descriptionMax + 1) }, 'Description'],
    ['a channel that is no id', { title: 'ok', channelId: 'nope' }, 'Channel must be a valid id'],
    ['public that is no flag', { title: 'ok', public: 'maybe' }, 'Public'],
  ];
  for (const [name, body, message] of badBodies) {
    it(`refuses ${name} with a 400 and writes nothing`, async () => {
      const { client } = await signedInUser(server);
      const res = await client.call(api.streaming.prepareLive, { body } as never);
      expect(res.status).toBe(400);
      expect(String(res.body.message)).toContain(message);
      expect(await allPosts()).toEqual([]);
    });
  }

  it('refuses malformed JSON with a 400 and writes nothing', async () => {
    const { client } = await signedInUser(server);
    const res = await client.call(api.streaming.prepareLive, {}, { rawBody: '{"title":' });
    expect(res.status).toBe(400);
    expect(await allPosts()).toEqual([]);
  });

  it('answers NOT_SIGNED_IN to a signed-out caller and writes nothing', async () => {
    const res = await server.client().call(api.streaming.prepareLive, { body: { title: 'Nope' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('NOT_SIGNED_IN');
    expect(await allPosts()).toEqual([]);
  });

  it('answers CHANNEL_NOT_FOUND for an unknown channel and a private one the caller cannot see', async () => {
    const { row: owner } = await insertUser(server);
    const zone = await insertZone(server, owner, { public: false });
    const hidden = await insertChannel(server, zone.id, owner, { public: false });
    const { client } = await signedInUser(server);
    for (const channelId of [MISSING_ID, hidden.id]) {
      const res = await client.call(api.streaming.prepareLive, { body: { title: 'Here', channelId } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('CHANNEL_NOT_FOUND');
    }
    expect(await allPosts()).toEqual([]);
  });

  it('answers USER_NOT_CHANNEL_MEMBER for a channel the caller sees but does not follow', async () => {
    const { row: owner } = await insertUser(server);
    const zone = await insertZone(server, owner);
    const channel = await insertChannel(server, zone.id, owner);
    const { client } = await signedInUser(server);
    const res = await client.call(api.streaming.prepareLive, { body: { title: 'Here', channelId: channel.id } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('USER_NOT_CHANNEL_MEMBER');
    expect(await allPosts()).toEqual([]);
  });

  it("counts toward the plan's stream count: past it, INSUFFICIENT_MEMBERSHIP and nothing written", async () => {
    const { client, user } = await signedInUser(server);
    const allowed = MEMBERSHIP_PLANS.free.limits.streamCount;
    for (let i = 0; i < allowed; i++) {
      expect((await client.call(api.streaming.prepareLive, { body: { title: `Live ${i}` } })).status).toBe(200);
    }
    const refused = await client.call(api.streaming.prepareLive, { body: { title: 'One more' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('INSUFFICIENT_MEMBERSHIP');
    expect(await postsOf(user.id)).toHaveLength(allowed);
    // Settings › Membership shows them as used.
    const membership = await client.call(api.membership.user);
    expect(membership.body.used.streamCount).toBe(allowed);
  });

  it(`allows ${LIVE.preparesPerHour} an hour, then TOO_MANY_REQUESTS with Retry-After and nothing written`, async () => {
    const { client, user } = await signedInUser(server);
    // A plan whose stream count is not what stops them.
    await server.db.updateTable('users').set({ membership_plan: 'creator' }).where('id', '=', user.id).execute();
    expect(MEMBERSHIP_PLANS.creator.limits.streamCount).toBeGreaterThan(LIVE.preparesPerHour);
    for (let i = 0; i < LIVE.preparesPerHour; i++) {
      expect((await client.call(api.streaming.prepareLive, { body: { title: `Live ${i}` } })).status).toBe(200);
    }
    const refused = await client.call(api.streaming.prepareLive, { body: { title: 'One more' } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await postsOf(user.id)).toHaveLength(LIVE.preparesPerHour);
    // Counted per member: another still may.
    const other = await signedInUser(server, 'Other Member');
    expect((await other.client.call(api.streaming.prepareLive, { body: { title: 'Mine' } })).status).toBe(200);
  });
});
