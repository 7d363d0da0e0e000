import { api } from '@plaza/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MANY_LOGINS,
  addZoneMember,
  countRows,
  createZone,
  followChannel,
  insertChannel,
  invitationRows,
  signedIn,
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

const inviteToZone = (member: Member, id: string, email: string) =>
  member.client.call(api.zones.invite, { params: { id }, body: { email } });
const inviteToChannel = (member: Member, id: string, email: string) =>
  member.client.call(api.channels.invite, { params: { id }, body: { email } });

describe('POST /zone/invite/:id', () => {
  it('stores the invitation under the lower-cased e-mail and mails a link to its public page', async () => {
    const owner = await signedIn(server, { fullName: 'Ada Lovelace' });
    const zone = await createZone(owner, { name: 'İstanbul Çay Evi' });
    const res = await inviteToZone(owner, zone.id, 'New.Person@Example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await invitationRows(server)).toEqual([
      expect.objectContaining({
        type: 'ZONE',
        email: 'new.person@example.com',
        zone_id: zone.id,
        channel_id: null,
        created_by: owner.id,
        response: null,
      }),
    ]);
    const mail = await smtp.waitForMail('new.person@example.com');
    expect(mail.subject).toBe('Ada Lovelace invited you to İstanbul Çay Evi on Plaza');
    expect(mail.text).toContain('Ada Lovelace invited you to join the zone İstanbul Çay Evi on Plaza.');
    const [row] = await invitationRows(server);
    const link = `${TEST_APP_URL}/invite?invitation=${row!.id}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).not.toContain('/contacts');
  });

  it('answers USER_ALREADY_INVITED_TO_ZONE while an invitation is pending, whatever the case', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    await inviteToZone(owner, zone.id, 'guest@example.com');
    await smtp.waitForMail('guest@example.com');
    const jobs = await countRows(server, 'jobs');
    const res = await inviteToZone(owner, zone.id, 'GUEST@example.com');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'USER_ALREADY_INVITED_TO_ZONE',
      error: 'This user has already been invited to the zone.',
    });
    expect([await countRows(server, 'invitations'), await countRows(server, 'jobs')]).toEqual([1, jobs]);
  });

  it('invites again once the previous invitation was rejected', async () => {
    const owner = await signedIn(server);
    const guest = await signedIn(server);
    const zone = await createZone(owner);
    await inviteToZone(owner, zone.id, guest.email);
    const [invitation] = await invitationRows(server);
    await guest.client.call(api.zones.respondToInvitation, {
      body: { invitationId: invitation!.id, status: 'REJECTED' },
    });
    expect((await inviteToZone(owner, zone.id, guest.email)).status).toBe(200);
  });

  it('answers USER_ALREADY_MEMBER_OF_ZONE for a member (case-insensitively) and for oneself', async () => {
    const owner = await signedIn(server);
    const member = await signedIn(server, { email: 'Member@Example.com' });
    const zone = await createZone(owner);
    await addZoneMember(server, member.id, zone.id);
    for (const email of ['member@example.com', owner.email]) {
      const res = await inviteToZone(owner, zone.id, email);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('USER_ALREADY_MEMBER_OF_ZONE');
    }
    expect(await countRows(server, 'invitations')).toBe(0);
  });

  it.each([
    [{ email: 'not-an-address' }, ['Invalid email']],
    [{ email: '' }, ['Email is required']],
    [{}, ['Email is required']],
  ])('refuses %j with 400 and writes nothing', async (body, expected) => {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    const res = await owner.client.call(api.zones.invite, { params: { id: zone.id }, body: body as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
    expect(await countRows(server, 'invitations')).toBe(0);
  });

  it('refuses a member whose role lost canInvite, hides a private zone, and writes nothing', async () => {
    const owner = await signedIn(server);
    const [user, stranger] = [await signedIn(server), await signedIn(server)];
    const zone = await createZone(owner, { public: false });
    await addZoneMember(server, user.id, zone.id);
    await owner.client.call(api.zones.updatePermissions, {
      params: { id: zone.id },
      body: { roleCode: 'USER', permissions: { canInvite: false } },
    });
    expect((await inviteToZone(user, zone.id, 'x@example.com')).body.message).toBe('NOT_AUTHORIZED');
    expect((await inviteToZone(stranger, zone.id, 'x@example.com')).body.message).toBe('ZONE_NOT_FOUND');
    const anonymous = await server.client().call(api.zones.invite, {
      params: { id: zone.id },
      body: { email: 'x@example.com' },
    });
    expect(anonymous.status).toBe(401);
    expect([await countRows(server, 'invitations'), await countRows(server, 'jobs')]).toEqual([0, 0]);
  });
});

describe('POST /channel/invite/:id', () => {
  it('stores a channel invitation naming its zone and mails it', async () => {
    const owner = await signedIn(server, { fullName: 'Ada Lovelace' });
    const zone = await createZone(owner, { name: 'Tea House' });
    const channel = await insertChannel(server, zone.id, owner.id, { name: 'Green Tea' });
    const zoneMember = await signedIn(server);
    await addZoneMember(server, zoneMember.id, zone.id);
    const res = await inviteToChannel(owner, channel.id, zoneMember.email);
    expect(res.status).toBe(200);
    expect(await invitationRows(server)).toEqual([
      expect.objectContaining({ type: 'CHANNEL', channel_id: channel.id, zone_id: zone.id, created_by: owner.id }),
    ]);
    const mail = await smtp.waitForMail(zoneMember.email);
    expect(mail.subject).toBe('Ada Lovelace invited you to Green Tea on Plaza');
    expect(mail.text).toContain('invited you to join the channel Green Tea in Tea House on Plaza.');
    const [row] = await invitationRows(server);
    expect(mail.text).toContain(`${TEST_APP_URL}/invite?invitation=${row!.id}`);
  });

  it('answers USER_ALREADY_MEMBER_OF_CHANNEL for a follower and USER_ALREADY_INVITED_TO_CHANNEL when pending', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    const channel = await insertChannel(server, zone.id, owner.id);
    const follower = await signedIn(server);
    await followChannel(server, follower.id, channel.id);
    const member = await inviteToChannel(owner, channel.id, follower.email.toUpperCase());
    expect(member.status).toBe(409);
    expect(member.body.message).toBe('USER_ALREADY_MEMBER_OF_CHANNEL');
    await inviteToChannel(owner, channel.id, 'guest@example.com');
    const again = await inviteToChannel(owner, channel.id, 'guest@example.com');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('USER_ALREADY_INVITED_TO_CHANNEL');
    expect(await countRows(server, 'invitations')).toBe(1);
  });

  it('lets a follower with canInvite invite, and refuses one who does not follow the channel', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    const channel = await insertChannel(server, zone.id, owner.id);
    const [follower, zoneOnly] = [await signedIn(server), await signedIn(server)];
    await followChannel(server, follower.id, channel.id);
    await addZoneMember(server, zoneOnly.id, zone.id, 'MODERATOR');
    expect((await inviteToChannel(follower, channel.id, 'a@example.com')).status).toBe(200);
    const refused = await inviteToChannel(zoneOnly, channel.id, 'b@example.com');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('NOT_AUTHORIZED');
    await server.db.updateTable('channel_roles').set({ can_invite: false }).where('role_code', '=', 'USER').execute();
    expect((await inviteToChannel(follower, channel.id, 'c@example.com')).body.message).toBe('NOT_AUTHORIZED');
    expect(await countRows(server, 'invitations')).toBe(1);
  });

  it('answers CHANNEL_NOT_FOUND for a channel the caller may not see, and 401 signed out', async () => {
    const owner = await signedIn(server);
    const open = await createZone(owner);
    const closed = await createZone(owner, { public: false });
    const privateChannel = await insertChannel(server, open.id, owner.id, { public: false });
    const inPrivateZone = await insertChannel(server, closed.id, owner.id);
    const stranger = await signedIn(server);
    for (const id of [privateChannel.id, inPrivateZone.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await inviteToChannel(stranger, id, 'a@example.com');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'CHANNEL_NOT_FOUND', error: 'Channel not found.' });
    }
    const anonymous = await server.client().call(api.channels.invite, {
      params: { id: privateChannel.id },
      body: { email: 'a@example.com' },
    });
    expect(anonymous.status).toBe(401);
    const badId = await owner.client.call(api.channels.invite, { params: { id: 'x' }, body: { email: 'a@b.co' } });
    expect(badId.body.message).toEqual(['Channel id must be a valid id']);
    const badEmail = await owner.client.call(api.channels.invite, {
      params: { id: privateChannel.id },
      body: { email: 'nope' },
    });
    expect(badEmail.body.message).toEqual(['Invalid email']);
    expect(await countRows(server, 'invitations')).toBe(0);
  });
});
