import { api, type InvitationResponse } from '@plaza/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MANY_LOGINS,
  addZoneMember,
  createZone,
  insertChannel,
  invitationRows,
  signedIn,
  zoneRoleOf,
  type Member,
} from '../support/community.js';
import { TEST_APP_URL, useTestServer } from '../support/server.js';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.js';

let smtp: TestSmtpServer;
beforeAll(async () => (smtp = await startSmtpServer()));
afterAll(() => smtp?.close());
const server = useTestServer(() => ({ config: { smtpUrl: smtp.url }, loginLimits: MANY_LOGINS }));
beforeEach(async () => {
  smtp.mails.length = 0;
});

const respond = (member: Member, kind: 'zones' | 'channels', invitationId: string, status: InvitationResponse) =>
  member.client.call(api[kind].respondToInvitation, { body: { invitationId, status } });

async function invitedToZone(options: { public?: boolean } = {}) {
  const owner = await signedIn(server, { fullName: 'Ada Lovelace' });
  const guest = await signedIn(server);
  const zone = await createZone(owner, { name: 'Tea House', subdomain: 'tea-house', ...options });
  await owner.client.call(api.zones.invite, { params: { id: zone.id }, body: { email: guest.email.toUpperCase() } });
  const [invitation] = await invitationRows(server);
  return { owner, guest, zone, invitationId: invitation!.id };
}

const isChannelFollower = async (userId: string, channelId: string) =>
  (await server.db
    .selectFrom('user_channels')
    .select('id')
    .where('user_id', '=', userId)
    .where('channel_id', '=', channelId)
    .executeTakeFirst()) !== undefined;

describe('invitations end to end', () => {
  it('mails the invitee, who finds it in their list and accepts it into a private zone', async () => {
    const { owner, guest, zone, invitationId } = await invitedToZone({ public: false });
    const mail = await smtp.waitForMail(guest.email);
    expect(mail.text).toContain(`${TEST_APP_URL}/invite?invitation=${invitationId}`);

    const list = await guest.client.call(api.userCommunity.invitations);
    expect(list.status).toBe(200);
    const expected = {
      id: invitationId,
      type: 'ZONE',
      createdBy: { id: owner.id, fullName: 'Ada Lovelace', userName: expect.any(String), displayPhoto: null },
      zone: { id: zone.id, name: 'Tea House', subdomain: 'tea-house' },
      channel: null,
      response: null,
      createdOn: expect.any(String),
    };
    expect(list.body).toEqual({ data: [expected], total: 1, limit: 30, skip: 0 });

    const res = await respond(guest, 'zones', invitationId, 'ACCEPTED');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...expected, response: 'ACCEPTED' });
    expect(await zoneRoleOf(server, guest.id, zone.id)).toBe('USER');
    expect((await guest.client.call(api.zones.detail, { params: { id: zone.id } })).body.joined).toBe(true);
    // Kept, with its response, so the panel shows a disabled 'Accepted'.
    const after = await guest.client.call(api.userCommunity.invitations);
    expect(after.body.data.map((i) => i.response)).toEqual(['ACCEPTED']);
  });
});

describe('POST /zone/invitation/response', () => {
  it('stores a rejection, adds no membership, and drops it from the list', async () => {
    const { guest, zone, invitationId } = await invitedToZone();
    const res = await respond(guest, 'zones', invitationId, 'REJECTED');
    expect(res.status).toBe(200);
    expect(res.body.response).toBe('REJECTED');
    expect(await zoneRoleOf(server, guest.id, zone.id)).toBeNull();
    expect((await invitationRows(server))[0]).toMatchObject({ response: 'REJECTED', responded_at: expect.any(Date) });
    expect((await guest.client.call(api.userCommunity.invitations)).body).toMatchObject({ data: [], total: 0 });
  });

  it('answers INVITATION_NOT_FOUND to anyone but the invitee, and to a second answer', async () => {
    const { owner, guest, zone, invitationId } = await invitedToZone();
    const stranger = await signedIn(server);
    for (const caller of [owner, stranger]) {
      const res = await respond(caller, 'zones', invitationId, 'ACCEPTED');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'INVITATION_NOT_FOUND', error: 'Invitation not found.' });
    }
    expect(await zoneRoleOf(server, stranger.id, zone.id)).toBeNull();
    expect((await invitationRows(server))[0]!.response).toBeNull();
    expect((await respond(guest, 'zones', invitationId, 'REJECTED')).status).toBe(200);
    const again = await respond(guest, 'zones', invitationId, 'ACCEPTED');
    expect(again.body.message).toBe('INVITATION_NOT_FOUND');
    expect(await zoneRoleOf(server, guest.id, zone.id)).toBeNull();
  });

  it('answers INVITATION_NOT_FOUND for a zone invitation sent to the channel endpoint, or an unknown id', async () => {
    const { guest, invitationId } = await invitedToZone();
    expect((await respond(guest, 'channels', invitationId, 'ACCEPTED')).body.message).toBe('INVITATION_NOT_FOUND');
    const unknown = await respond(guest, 'zones', '00000000-0000-4000-8000-000000000000', 'ACCEPTED');
    expect(unknown.body.message).toBe('INVITATION_NOT_FOUND');
    expect((await invitationRows(server))[0]!.response).toBeNull();
  });

  it.each([
    [{ invitationId: 'x', status: 'ACCEPTED' }, ['Invitation id must be a valid id']],
    [
      { invitationId: '00000000-0000-4000-8000-000000000000', status: 'MAYBE' },
      ['Status must be one of ACCEPTED, REJECTED'],
    ],
  ])('refuses %j with 400', async (body, expected) => {
    const { guest } = await invitedToZone();
    const res = await guest.client.call(api.zones.respondToInvitation, { body: body as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
  });

  it('answers 401 signed out', async () => {
    const { invitationId } = await invitedToZone();
    const res = await server.client().call(api.zones.respondToInvitation, {
      body: { invitationId, status: 'ACCEPTED' },
    });
    expect(res.status).toBe(401);
    expect((await invitationRows(server))[0]!.response).toBeNull();
  });
});

describe('POST /channel/invitation/response', () => {
  async function invitedToChannel() {
    const owner = await signedIn(server);
    const guest = await signedIn(server);
    const zone = await createZone(owner, { public: false });
    const channel = await insertChannel(server, zone.id, owner.id, { name: 'Green Tea', public: false });
    await owner.client.call(api.channels.invite, { params: { id: channel.id }, body: { email: guest.email } });
    const [invitation] = await invitationRows(server);
    return { owner, guest, zone, channel, invitationId: invitation!.id };
  }

  it('makes the invitee a follower and a USER of the zone', async () => {
    const { guest, zone, channel, invitationId } = await invitedToChannel();
    const res = await respond(guest, 'channels', invitationId, 'ACCEPTED');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 'CHANNEL',
      channel: { id: channel.id, name: 'Green Tea', zoneId: zone.id },
      zone: { id: zone.id },
      response: 'ACCEPTED',
    });
    expect(await isChannelFollower(guest.id, channel.id)).toBe(true);
    expect(await zoneRoleOf(server, guest.id, zone.id)).toBe('USER');
  });

  it("keeps the invitee's zone role when they already belong to the zone", async () => {
    const { guest, zone, invitationId } = await invitedToChannel();
    await addZoneMember(server, guest.id, zone.id, 'MODERATOR');
    expect((await respond(guest, 'channels', invitationId, 'ACCEPTED')).status).toBe(200);
    expect(await zoneRoleOf(server, guest.id, zone.id)).toBe('MODERATOR');
  });

  it('stores a rejection without following, and refuses the zone endpoint', async () => {
    const { guest, channel, invitationId } = await invitedToChannel();
    expect((await respond(guest, 'zones', invitationId, 'REJECTED')).body.message).toBe('INVITATION_NOT_FOUND');
    expect((await respond(guest, 'channels', invitationId, 'REJECTED')).status).toBe(200);
    expect(await isChannelFollower(guest.id, channel.id)).toBe(false);
  });
});

describe('GET /user/invitations/list', () => {
  it("pages the caller's invitations, newest first, whatever the e-mail's case, and only theirs", async () => {
    const owner = await signedIn(server);
    const guest = await signedIn(server, { email: 'Guest@Example.com' });
    const zones = [];
    for (const name of ['First', 'Second', 'Third']) zones.push(await createZone(owner, { name }));
    for (const zone of zones) {
      await owner.client.call(api.zones.invite, { params: { id: zone.id }, body: { email: 'guest@example.com' } });
      await owner.client.call(api.zones.invite, { params: { id: zone.id }, body: { email: 'other@example.com' } });
    }
    const page = await guest.client.call(api.userCommunity.invitations, { query: { limit: 2 } });
    expect(page.body).toMatchObject({ total: 3, limit: 2, skip: 0 });
    expect(page.body.data.map((i) => i.zone!.name)).toEqual(['Third', 'Second']);
    const rest = await guest.client.call(api.userCommunity.invitations, { query: { limit: 2, skip: 2 } });
    expect(rest.body.data.map((i) => i.zone!.name)).toEqual(['First']);
  });

  it('refuses a bad page with 400 and a signed-out caller with 401', async () => {
    const guest = await signedIn(server);
    const bad = await guest.client.call(api.userCommunity.invitations, { query: { limit: 500 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['This field must be smaller than or equal to 100']);
    expect((await server.client().call(api.userCommunity.invitations)).status).toBe(401);
  });
});
