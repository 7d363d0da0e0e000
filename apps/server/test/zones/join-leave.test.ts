import { DEFAULT_ZONE_PERMISSIONS, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import {
  addZoneMember,
  countRows,
  createZone,
  followChannel,
  insertChannel,
  signedIn,
  zoneRoleOf,
  type Member,
} from '../support/community.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const canLeave = async (member: Member, zoneId: string) =>
  (await member.client.call(api.userZones.list)).body.find((m) => m.zone.id === zoneId)?.canLeave;
const join = (member: Member, id: string) => member.client.call(api.zones.join, { params: { id } });

async function membershipId(member: Member, zoneId: string): Promise<string> {
  const list = await member.client.call(api.userZones.list);
  return list.body.find((m) => m.zone.id === zoneId)!.id;
}

describe('POST /zone/join/:id', () => {
  it('makes the caller a USER of a public zone and answers the membership', async () => {
    const [owner, grace] = [await signedIn(server), await signedIn(server)];
    const zone = await createZone(owner);
    const res = await join(grace, zone.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      zone: { id: zone.id, joined: true, membersCount: 2 },
      zoneRole: { roleCode: 'USER', ...DEFAULT_ZONE_PERMISSIONS.USER },
    });
    expect(await zoneRoleOf(server, grace.id, zone.id)).toBe('USER');
  });

  it('answers USER_ALREADY_MEMBER_OF_ZONE to a member, keeping their role', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    const res = await join(owner, zone.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('USER_ALREADY_MEMBER_OF_ZONE');
    expect(await zoneRoleOf(server, owner.id, zone.id)).toBe('OWNER');
  });

  it('answers ZONE_NOT_FOUND for a private zone without an invitation, and for no zone', async () => {
    const [owner, grace] = [await signedIn(server), await signedIn(server)];
    const zone = await createZone(owner, { public: false });
    for (const id of [zone.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await join(grace, id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('ZONE_NOT_FOUND');
    }
    expect(await zoneRoleOf(server, grace.id, zone.id)).toBeNull();
  });

  it('lets someone invited to a private zone join it, accepting the invitation', async () => {
    const [owner, grace] = [await signedIn(server), await signedIn(server)];
    const zone = await createZone(owner, { public: false });
    await owner.client.call(api.zones.invite, { params: { id: zone.id }, body: { email: grace.email } });
    expect((await join(grace, zone.id)).status).toBe(200);
    const [invitation] = await server.db.selectFrom('invitations').selectAll().execute();
    expect(invitation!.response).toBe('ACCEPTED');
  });

  it('answers 400 for a malformed id and 401 signed out', async () => {
    const owner = await signedIn(server);
    expect((await join(owner, 'abc')).body.message).toEqual(['Zone id must be a valid id']);
    const zone = await createZone(owner);
    expect((await server.client().call(api.zones.join, { params: { id: zone.id } })).status).toBe(401);
    expect(await countRows(server, 'user_zones')).toBe(1);
  });
});

describe('DELETE /user-zone/remove/:id', () => {
  it("leaves the zone and the caller's channels in it, not those elsewhere", async () => {
    const [owner, grace] = [await signedIn(server), await signedIn(server)];
    const zone = await createZone(owner);
    const elsewhere = await createZone(owner);
    const channel = await insertChannel(server, zone.id, owner.id);
    const other = await insertChannel(server, elsewhere.id, owner.id);
    await followChannel(server, grace.id, channel.id);
    await followChannel(server, grace.id, other.id);
    const res = await grace.client.call(api.userZones.leave, { params: { id: await membershipId(grace, zone.id) } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await zoneRoleOf(server, grace.id, zone.id)).toBeNull();
    const follows = await server.db
      .selectFrom('user_channels')
      .select('channel_id')
      .where('user_id', '=', grace.id)
      .execute();
    expect(follows).toEqual([{ channel_id: other.id }]);
  });

  it('refuses the last owner with OWNER_NOT_EXIST, and lets an owner leave once another exists', async () => {
    const [owner, grace] = [await signedIn(server), await signedIn(server)];
    const zone = await createZone(owner);
    const id = await membershipId(owner, zone.id);
    // The list says beforehand what the call will answer, for the menus to offer only what works.
    expect(await canLeave(owner, zone.id)).toBe(false);
    const res = await owner.client.call(api.userZones.leave, { params: { id } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('OWNER_NOT_EXIST');
    expect(await zoneRoleOf(server, owner.id, zone.id)).toBe('OWNER');
    await addZoneMember(server, grace.id, zone.id, 'OWNER');
    expect([await canLeave(owner, zone.id), await canLeave(grace, zone.id)]).toEqual([true, true]);
    expect((await owner.client.call(api.userZones.leave, { params: { id } })).status).toBe(200);
    expect(await canLeave(grace, zone.id)).toBe(false);
  });

  it("refuses a channel's last owner with OWNER_NOT_EXIST, so no channel is left without one", async () => {
    const [owner, grace] = [await signedIn(server), await signedIn(server)];
    const zone = await createZone(owner);
    await insertChannel(server, zone.id, grace.id);
    expect([await canLeave(grace, zone.id), await canLeave(owner, zone.id)]).toEqual([false, false]);
    const res = await grace.client.call(api.userZones.leave, { params: { id: await membershipId(grace, zone.id) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('OWNER_NOT_EXIST');
    expect(await zoneRoleOf(server, grace.id, zone.id)).toBe('USER');
  });

  it("answers ZONE_NOT_FOUND for someone else's membership or an unknown id, and removes nothing", async () => {
    const [owner, grace] = [await signedIn(server), await signedIn(server)];
    const zone = await createZone(owner);
    await addZoneMember(server, grace.id, zone.id);
    const ownerMembership = await membershipId(owner, zone.id);
    for (const id of [ownerMembership, '00000000-0000-4000-8000-000000000000']) {
      const res = await grace.client.call(api.userZones.leave, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('ZONE_NOT_FOUND');
    }
    expect(await countRows(server, 'user_zones')).toBe(2);
    const bad = await grace.client.call(api.userZones.leave, { params: { id: 'x' } });
    expect(bad.body.message).toEqual(['Membership id must be a valid id']);
    expect((await server.client().call(api.userZones.leave, { params: { id: ownerMembership } })).status).toBe(401);
  });
});
