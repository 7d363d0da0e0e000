import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MISSING_ID, follow, insertChannel, insertZone, signedInUser } from '../support/channels.js';
import { insertPost, minutesAgo } from '../support/posts.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const lastSeen = async (userId: string, channelId: string) =>
  (
    await server.db
      .selectFrom('user_channels')
      .select('last_seen_at')
      .where('user_id', '=', userId)
      .where('channel_id', '=', channelId)
      .executeTakeFirstOrThrow()
  ).last_seen_at;

/** I follow two channels and last looked at them 30 minutes ago; others posted before and since. */
async function world() {
  const owner = await signedInUser(server, 'Owner');
  const me = await signedInUser(server, 'Me');
  const zone = await insertZone(server, owner.user);
  const busy = await insertChannel(server, zone.id, owner.user, { name: 'Busy' });
  const quiet = await insertChannel(server, zone.id, owner.user, { name: 'Quiet' });
  const unfollowed = await insertChannel(server, zone.id, owner.user, { name: 'Unfollowed' });
  for (const channel of [busy, quiet]) await follow(server, me.user, channel);
  await server.db
    .updateTable('user_channels')
    .set({ last_seen_at: minutesAgo(30) })
    .where('user_id', '=', me.user.id)
    .execute();

  const post = (authorId: string, minutes: number, options: Parameters<typeof insertPost>[2] = {}) =>
    insertPost(server, authorId, { channel: busy, createdAt: minutesAgo(minutes), ...options });
  await post(owner.user.id, 60); // before I looked
  await post(owner.user.id, 20);
  await post(owner.user.id, 10);
  await post(owner.user.id, 5, { streaming: true });
  await post(owner.user.id, 60, { streaming: true }); // live, but seen
  await post(owner.user.id, 5, { public: false }); // not mine to see
  await post(owner.user.id, 5, { public: false, streaming: true });
  await post(me.user.id, 5); // my own
  await insertPost(server, owner.user.id, { channel: unfollowed, streaming: true });
  return { owner, me, busy, quiet, unfollowed };
}

type Client = Awaited<ReturnType<typeof signedInUser>>['client'];

async function counts(client: Client) {
  const res = await client.call(api.userChannels.listAll);
  expect(res.status).toBe(200);
  return res.body.map((m) => [m.channel.name, m.livePostCount, m.unseenPostCount]);
}

describe('the channel strip counts', () => {
  it("counts the live posts I may see and others' posts since I last looked", async () => {
    const { me, owner } = await world();
    expect(await counts(me.client)).toEqual([
      ['Busy', 2, 3],
      ['Quiet', 0, 0],
    ]);
    // The owner sees their private live post; their own posts are never unseen to them.
    expect(await counts(owner.client)).toEqual([
      ['Busy', 3, 0],
      ['Quiet', 0, 0],
      ['Unfollowed', 1, 0],
    ]);
  });

  it('gives the same counts in the list of a zone site', async () => {
    const { me, busy } = await world();
    const zone = await server.db
      .selectFrom('zones')
      .select('subdomain')
      .where('id', '=', busy.zone_id)
      .executeTakeFirstOrThrow();
    const res = await me.client.call(api.userChannels.list, {}, { headers: { 'App-Subdomain': zone.subdomain } });
    expect(res.body.map((m) => [m.channel.name, m.livePostCount, m.unseenPostCount])).toEqual([
      ['Busy', 2, 3],
      ['Quiet', 0, 0],
    ]);
  });
});

describe('POST /user-channel/seen/:id', () => {
  it('clears the unseen count of that channel only; live posts stay counted', async () => {
    const { me, owner, busy, quiet } = await world();
    const quietBefore = await lastSeen(me.user.id, quiet.id);
    const res = await me.client.call(api.userChannels.markSeen, { params: { id: busy.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await counts(me.client)).toEqual([
      ['Busy', 2, 0],
      ['Quiet', 0, 0],
    ]);
    expect(await lastSeen(me.user.id, quiet.id)).toEqual(quietBefore);
    await insertPost(server, owner.user.id, { channel: busy, createdAt: new Date(Date.now() + 1000) });
    expect((await counts(me.client))[0]).toEqual(['Busy', 2, 1]);
  });

  it('answers CHANNEL_NOT_FOUND for a channel I do not follow or that does not exist', async () => {
    const { me, owner, unfollowed } = await world();
    const ownerSeen = await lastSeen(owner.user.id, unfollowed.id);
    for (const id of [unfollowed.id, MISSING_ID]) {
      const res = await me.client.call(api.userChannels.markSeen, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'CHANNEL_NOT_FOUND', error: 'Channel not found.' });
    }
    expect(await lastSeen(owner.user.id, unfollowed.id)).toEqual(ownerSeen);
  });

  it('answers 400 for a malformed id and 401 signed out', async () => {
    const { me, busy } = await world();
    const bad = await me.client.call(api.userChannels.markSeen, { params: { id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['Channel id must be a valid id']);
    expect((await server.client().call(api.userChannels.markSeen, { params: { id: busy.id } })).status).toBe(401);
    expect((await counts(me.client))[0]).toEqual(['Busy', 2, 3]);
  });
});
