import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MANY_LOGINS, createZone, signedIn } from '../support/community.js';
import { useTestServer } from '../support/server.js';
import { contactInvitations, contactPairs, invite, notificationRows, pairOf, respond, snapshot } from './support.js';

const server = useTestServer({ loginLimits: MANY_LOGINS });

async function invited() {
  const ada = await signedIn(server, { fullName: 'Ada Lovelace' });
  const grace = await signedIn(server, { fullName: 'Grace Hopper' });
  await invite(ada, { userId: grace.id });
  const [invitation] = await contactInvitations(server);
  return { ada, grace, invitationId: invitation!.id };
}

describe('POST /user/contact/invitation/response', () => {
  it('accepts: both become contacts, the inviter is notified, the invitation stays with its answer', async () => {
    const { ada, grace, invitationId } = await invited();
    const res = await respond(grace, invitationId, 'ACCEPTED');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: invitationId,
      type: 'CONTACT',
      createdBy: { id: ada.id, fullName: 'Ada Lovelace', userName: expect.any(String), displayPhoto: null },
      zone: null,
      channel: null,
      response: 'ACCEPTED',
      createdOn: expect.any(String),
    });
    expect(await contactPairs(server)).toEqual(pairOf(ada, grace));
    expect((await notificationRows(server)).map((n) => [n.user_id, n.type, n.created_by, n.invitation_id])).toEqual([
      [grace.id, 'contact_request_received', ada.id, invitationId],
      [ada.id, 'contact_request_accepted', grace.id, invitationId],
    ]);
    const list = await grace.client.call(api.userCommunity.invitations);
    expect(list.body.data.map((i) => [i.id, i.response])).toEqual([[invitationId, 'ACCEPTED']]);
  });

  it('rejects: the answer is stored, nobody becomes a contact, and the list no longer shows it', async () => {
    const { ada, grace, invitationId } = await invited();
    const res = await respond(grace, invitationId, 'REJECTED');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: invitationId, response: 'REJECTED', createdBy: { id: ada.id } });
    expect(await contactPairs(server)).toEqual([]);
    expect((await contactInvitations(server))[0]).toMatchObject({
      response: 'REJECTED',
      responded_at: expect.any(Date),
    });
    expect((await notificationRows(server)).map((n) => n.type)).toEqual(['contact_request_received']);
    expect((await grace.client.call(api.userCommunity.invitations)).body.data).toEqual([]);
  });

  it('answers CONTACT_INVITATION_NOT_FOUND to a second answer, to anyone but the invitee and to an unknown id', async () => {
    const { ada, grace, invitationId } = await invited();
    const stranger = await signedIn(server);
    const before = await snapshot(server);
    for (const [member, id] of [
      [ada, invitationId],
      [stranger, invitationId],
      [grace, '8c0e8c8e-2f6e-4a55-9d7a-0a3a3f0c6b1d'],
    ] as const) {
      const res = await respond(member, id, 'ACCEPTED');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        message: 'CONTACT_INVITATION_NOT_FOUND',
        error: 'Contact invitation not found.',
      });
    }
    expect(await snapshot(server)).toEqual(before);

    await respond(grace, invitationId, 'REJECTED');
    const again = await respond(grace, invitationId, 'ACCEPTED');
    expect(again.body.message).toBe('CONTACT_INVITATION_NOT_FOUND');
    expect(await contactPairs(server)).toEqual([]);
  });

  it('keeps contact and zone invitations apart', async () => {
    const { grace, invitationId } = await invited();
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    await owner.client.call(api.zones.invite, { params: { id: zone.id }, body: { email: grace.email } });
    const zoneInvitation = await server.db
      .selectFrom('invitations')
      .select('id')
      .where('type', '=', 'ZONE')
      .executeTakeFirstOrThrow();
    expect((await respond(grace, zoneInvitation.id, 'ACCEPTED')).body.message).toBe('CONTACT_INVITATION_NOT_FOUND');
    const viaZone = await grace.client.call(api.zones.respondToInvitation, {
      body: { invitationId, status: 'ACCEPTED' },
    });
    expect(viaZone.body.message).toBe('INVITATION_NOT_FOUND');
    expect(await contactPairs(server)).toEqual([]);
  });

  it.each([
    [{ contactInvitationId: 'nope', status: 'ACCEPTED' }, ['Contact invitation id must be a valid id']],
    [
      { contactInvitationId: '8c0e8c8e-2f6e-4a55-9d7a-0a3a3f0c6b1d', status: 'MAYBE' },
      ['Status must be one of ACCEPTED, REJECTED'],
    ],
  ])('refuses %j with 400', async (body, expected) => {
    const { grace } = await invited();
    const before = await snapshot(server);
    const res = await grace.client.call(api.contacts.respond, { body: body as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
    expect(await snapshot(server)).toEqual(before);
  });

  it('refuses a signed-out caller with 401', async () => {
    const { invitationId } = await invited();
    const res = await server.client().call(api.contacts.respond, {
      body: { contactInvitationId: invitationId, status: 'ACCEPTED' },
    });
    expect(res.status).toBe(401);
    expect((await contactInvitations(server))[0]!.response).toBeNull();
  });
});
