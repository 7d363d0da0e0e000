import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { channelState, follow, insertChannel, insertZone, MISSING_ID, signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

async function ownedChannel(opts: { public?: boolean } = {}) {
  const { client, user } = await signedInUser(server, 'Owner');
  const zone = await insertZone(server, user);
  const channel = await insertChannel(server, zone.id, user, { name: 'Morning Tea', description: 'Chai', ...opts });
  return { client, user, zone, channel };
}

describe('PUT /channel/update/:id', () => {
  it('changes the name, description and visibility and answers the channel', async () => {
    const { client, channel } = await ownedChannel();
    const res = await client.call(api.channels.update, {
      params: { id: channel.id },
      body: { name: ' Evening Tea ', description: '', public: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: channel.id,
      name: 'Evening Tea',
      description: '',
      public: false,
      joined: true,
    });
    const row = (await channelState(server, channel.id)).channel;
    expect(row).toMatchObject({ name: 'Evening Tea', description: '', public: false });
  });

  it('changes one field alone and leaves the others', async () => {
    const { client, channel } = await ownedChannel();
    const res = await client.call(api.channels.update, { params: { id: channel.id }, body: { description: 'New' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Morning Tea', description: 'New', public: true });
  });

  it('lets a MODERATOR edit (canEdit)', async () => {
    const { channel } = await ownedChannel();
    const mod = await signedInUser(server, 'Mod');
    await follow(server, mod.user, channel, 'MODERATOR');
    const res = await mod.client.call(api.channels.update, { params: { id: channel.id }, body: { name: 'By mod' } });
    expect(res.status).toBe(200);
  });

  it('answers FIELDS_FOR_UPDATES_NOT_SPECIFIED for an empty body', async () => {
    const { client, channel } = await ownedChannel();
    const res = await client.call(api.channels.update, { params: { id: channel.id }, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'FIELDS_FOR_UPDATES_NOT_SPECIFIED',
      error: 'Please specify the fields to update.',
    });
  });

  it('answers NO_CHANGES_DETECTED when nothing differs', async () => {
    const { client, channel } = await ownedChannel();
    const before = await channelState(server, channel.id);
    const res = await client.call(api.channels.update, {
      params: { id: channel.id },
      body: { name: 'Morning Tea', description: ' Chai ', public: true },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'NO_CHANGES_DETECTED', error: 'No changes detected.' });
    expect(await channelState(server, channel.id)).toEqual(before);
  });

  it.each([
    [{ name: '' }, ['Channel name is required']],
    [{ name: 'ab' }, ['Channel name must be at least 3 characters long']],
    [{ name: 'x'.repeat(33) }, ['Channel name: Please enter up to 32 characters long']],
    [{ description: 'd'.repeat(257) }, ['Description: Please enter up to 256 characters long']],
    [{ description: 7 }, ['Description must be text']],
    [{ public: 'no' }, ['Public must be true or false']],
  ])('refuses %j with the rule messages and changes nothing', async (body, expected) => {
    const { client, channel } = await ownedChannel();
    const before = await channelState(server, channel.id);
    const res = await client.call(api.channels.update, { params: { id: channel.id }, body: body as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
    expect(await channelState(server, channel.id)).toEqual(before);
  });

  it('answers NOT_AUTHORIZED to a follower without canEdit, CHANNEL_NOT_FOUND to one who cannot see it', async () => {
    const { channel } = await ownedChannel();
    const { channel: hidden } = await ownedChannel({ public: false });
    const user = await signedInUser(server, 'User');
    await follow(server, user.user, channel);
    const before = await channelState(server, channel.id);
    const refused = await user.client.call(api.channels.update, { params: { id: channel.id }, body: { name: 'Mine' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('NOT_AUTHORIZED');
    const hiddenRes = await user.client.call(api.channels.update, {
      params: { id: hidden.id },
      body: { name: 'Mine' },
    });
    expect(hiddenRes.status).toBe(404);
    const missing = await user.client.call(api.channels.update, { params: { id: MISSING_ID }, body: { name: 'Mine' } });
    expect(missing.status).toBe(404);
    expect(await channelState(server, channel.id)).toEqual(before);
  });

  it('answers NOT_SIGNED_IN when signed out', async () => {
    const { channel } = await ownedChannel();
    const res = await server.client().call(api.channels.update, { params: { id: channel.id }, body: { name: 'Mine' } });
    expect(res.status).toBe(401);
  });
});

describe('DELETE /channel/remove/:id', () => {
  it('deletes the channel with its roles and memberships, and nothing of other channels', async () => {
    const { client, channel, zone, user } = await ownedChannel();
    const other = await insertChannel(server, zone.id, user);
    const fan = await signedInUser(server, 'Fan');
    await follow(server, fan.user, channel);
    const res = await client.call(api.channels.remove, { params: { id: channel.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await channelState(server, channel.id)).toEqual({ channel: undefined, roles: [], members: [] });
    expect((await channelState(server, other.id)).members).toHaveLength(1);
    // The zone memberships stay.
    const zoneMembers = await server.db
      .selectFrom('user_zones')
      .select('user_id')
      .where('zone_id', '=', zone.id)
      .execute();
    expect(zoneMembers).toHaveLength(2);
  });

  it('answers NOT_AUTHORIZED to a MODERATOR (no canDelete) and keeps everything', async () => {
    const { channel } = await ownedChannel();
    const mod = await signedInUser(server, 'Mod');
    await follow(server, mod.user, channel, 'MODERATOR');
    const before = await channelState(server, channel.id);
    const res = await mod.client.call(api.channels.remove, { params: { id: channel.id } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('NOT_AUTHORIZED');
    expect(await channelState(server, channel.id)).toEqual(before);
  });

  it('answers CHANNEL_NOT_FOUND for an unknown or hidden channel, 400 for a bad id, 401 signed out', async () => {
    const { channel } = await ownedChannel({ public: false });
    const stranger = await signedInUser(server, 'Stranger');
    expect((await stranger.client.call(api.channels.remove, { params: { id: channel.id } })).status).toBe(404);
    expect((await stranger.client.call(api.channels.remove, { params: { id: MISSING_ID } })).status).toBe(404);
    expect((await stranger.client.call(api.channels.remove, { params: { id: 'bad' } })).status).toBe(400);
    expect((await server.client().call(api.channels.remove, { params: { id: channel.id } })).status).toBe(401);
    expect((await channelState(server, channel.id)).channel).toBeDefined();
  });
});
