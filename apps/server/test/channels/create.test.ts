import { api, MEMBERSHIP_PLANS } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { addZoneMember, insertChannel, insertZone, MISSING_ID, signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const countChannels = async () =>
  Number(
    (
      await server.db
        .selectFrom('channels')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /channel/create/:zoneId', () => {
  it('creates the channel with its three roles and the creator as OWNER, in one reply', async () => {
    const { client, user } = await signedInUser(server);
    const zone = await insertZone(server, user);
    const res = await client.call(api.channels.create, {
      params: { zoneId: zone.id },
      body: { name: '  Morning Tea ', description: 'Chai and talk', public: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      // Its only owner cannot unfollow it.
      canLeave: false,
      channel: {
        id: expect.any(String),
        name: 'Morning Tea',
        description: 'Chai and talk',
        public: false,
        zoneId: zone.id,
        displayPhoto: null,
        backgroundPhoto: null,
        zone_subdomain: zone.subdomain,
        zone: { id: zone.id, name: zone.name, subdomain: zone.subdomain },
        followersCount: 1,
        joined: true,
        createdOn: expect.any(String),
      },
      channelRole: {
        id: expect.any(String),
        roleCode: 'OWNER',
        canInvite: true,
        canDelete: true,
        canEdit: true,
        canManageRole: true,
      },
      livePostCount: 0,
      unseenPostCount: 0,
      createdOn: expect.any(String),
    });
    const roles = await server.db
      .selectFrom('channel_roles')
      .select('role_code')
      .where('channel_id', '=', res.body.channel.id)
      .execute();
    expect(roles.map((r) => r.role_code).sort()).toEqual(['MODERATOR', 'OWNER', 'USER']);
    const row = await server.db.selectFrom('channels').selectAll().executeTakeFirstOrThrow();
    expect(row.created_by).toBe(user.id);
  });

  it('defaults to an empty description and a public channel', async () => {
    const { client, user } = await signedInUser(server);
    const zone = await insertZone(server, user);
    const res = await client.call(api.channels.create, { params: { zoneId: zone.id }, body: { name: 'Plain' } });
    expect(res.status).toBe(200);
    expect(res.body.channel).toMatchObject({ name: 'Plain', description: '', public: true });
  });

  it('lets a zone MODERATOR create (the role holds canCreateChannel)', async () => {
    const { user: owner } = await signedInUser(server, 'Owner');
    const zone = await insertZone(server, owner);
    const { client, user } = await signedInUser(server, 'Mod');
    await addZoneMember(server, user, zone.id, 'MODERATOR');
    const res = await client.call(api.channels.create, { params: { zoneId: zone.id }, body: { name: 'By mod' } });
    expect(res.status).toBe(200);
    expect(res.body.channelRole.roleCode).toBe('OWNER');
  });

  it.each([
    [{}, ['Channel name is required']],
    [{ name: '   ' }, ['Channel name is required']],
    [{ name: 'ab' }, ['Channel name must be at least 3 characters long']],
    [{ name: 'x'.repeat(33) }, ['Channel name: Please enter up to 32 characters long']],
    [{ name: 'Fine', description: 'd'.repeat(257) }, ['Description: Please enter up to 256 characters long']],
    [{ name: 'Fine', public: 'yes' }, ['Public must be true or false']],
    [{ name: 42 }, ['Channel name must be text']],
  ])('refuses %j with the rule messages and writes nothing', async (body, expected) => {
    const { client, user } = await signedInUser(server);
    const zone = await insertZone(server, user);
    const res = await client.call(api.channels.create, { params: { zoneId: zone.id }, body: body as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
    expect(await countChannels()).toBe(0);
  });

  it('refuses a zone id that is not an id', async () => {
    const { client } = await signedInUser(server);
    const res = await client.call(api.channels.create, { params: { zoneId: 'nope' }, body: { name: 'Fine' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['Zone id must be a valid id']);
  });

  it('answers NOT_SIGNED_IN to a signed-out caller and writes nothing', async () => {
    const { user } = await signedInUser(server);
    const zone = await insertZone(server, user);
    const res = await server.client().call(api.channels.create, { params: { zoneId: zone.id }, body: { name: 'X1x' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('NOT_SIGNED_IN');
    expect(await countChannels()).toBe(0);
  });

  it('answers ZONE_NOT_FOUND for an unknown zone and for a private zone the caller is not in', async () => {
    const { user: owner } = await signedInUser(server, 'Owner');
    const hidden = await insertZone(server, owner, { public: false });
    const { client } = await signedInUser(server, 'Stranger');
    for (const zoneId of [MISSING_ID, hidden.id]) {
      const res = await client.call(api.channels.create, { params: { zoneId }, body: { name: 'Sneaky' } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'ZONE_NOT_FOUND', error: 'Zone not found.' });
    }
    expect(await countChannels()).toBe(0);
  });

  it('answers NOT_AUTHORIZED to a non-member of a public zone and to a zone USER', async () => {
    const { user: owner } = await signedInUser(server, 'Owner');
    const zone = await insertZone(server, owner);
    const { client: stranger } = await signedInUser(server, 'Stranger');
    const { client: member, user } = await signedInUser(server, 'Member');
    await addZoneMember(server, user, zone.id, 'USER');
    for (const client of [stranger, member]) {
      const res = await client.call(api.channels.create, { params: { zoneId: zone.id }, body: { name: 'Nope' } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('NOT_AUTHORIZED');
    }
    expect(await countChannels()).toBe(0);
  });

  it("answers INSUFFICIENT_MEMBERSHIP once the plan's channel count is reached, and writes nothing", async () => {
    const { client, user } = await signedInUser(server);
    const zone = await insertZone(server, user);
    const limit = MEMBERSHIP_PLANS.free.limits.channelCount;
    for (let i = 0; i < limit - 1; i++) await insertChannel(server, zone.id, user);
    const last = await client.call(api.channels.create, { params: { zoneId: zone.id }, body: { name: 'The last' } });
    expect(last.status).toBe(200);
    const over = await client.call(api.channels.create, { params: { zoneId: zone.id }, body: { name: 'One more' } });
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ message: 'INSUFFICIENT_MEMBERSHIP' });
    expect(await countChannels()).toBe(limit);
    // A bigger plan lifts the limit.
    await server.db.updateTable('users').set({ membership_plan: 'creator' }).where('id', '=', user.id).execute();
    const after = await client.call(api.channels.create, { params: { zoneId: zone.id }, body: { name: 'One more' } });
    expect(after.status).toBe(200);
  });
});
