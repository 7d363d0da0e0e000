import { api, CONTACT } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MANY_LOGINS, signedIn } from '../support/community.js';
import { registerUser } from '../support/factories.js';
import { outboxMailTo } from '../support/outbox.js';
import { TEST_APP_URL, useTestServer } from '../support/server.js';
import { tokenFromMail } from '../support/smtp.js';
import {
  blockRows,
  contactInvitations,
  contactPairs,
  invite,
  makeContacts,
  notificationRows,
  pairOf,
  respond,
  snapshot,
} from './support.js';

const server = useTestServer({ loginLimits: MANY_LOGINS });

describe('POST /user/contact/invitation/create to a member', () => {
  it('invites them by e-mail, whatever its case, and notifies them', async () => {
    const ada = await signedIn(server, { fullName: 'Ada Lovelace' });
    const grace = await signedIn(server, { email: 'Grace.Hopper@Example.com' });
    const res = await invite(ada, { email: 'GRACE.hopper@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, invitedAs: 'contact' });

    const [invitation, ...others] = await contactInvitations(server);
    expect(others).toEqual([]);
    expect(invitation).toMatchObject({
      type: 'CONTACT',
      created_by: ada.id,
      email: 'grace.hopper@example.com',
      invitee_id: grace.id,
      zone_id: null,
      channel_id: null,
      response: null,
    });
    expect(await notificationRows(server)).toEqual([
      expect.objectContaining({
        user_id: grace.id,
        type: 'contact_request_received',
        created_by: ada.id,
        invitation_id: invitation!.id,
      }),
    ]);
    // A member is not mailed: the notification and the invitations list reach them.
    expect(await server.db.selectFrom('jobs').select('id').execute()).toEqual([]);

    const list = await grace.client.call(api.userCommunity.invitations);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: invitation!.id,
        type: 'CONTACT',
        zone: null,
        channel: null,
        response: null,
        createdBy: expect.objectContaining({ id: ada.id, fullName: 'Ada Lovelace' }),
      }),
    ]);
  });

  it('invites them by user id', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    const res = await invite(ada, { userId: grace.id });
    expect(res.body).toEqual({ success: true, invitedAs: 'contact' });
    expect(await contactInvitations(server)).toEqual([
      expect.objectContaining({ created_by: ada.id, invitee_id: grace.id, email: grace.email.toLowerCase() }),
    ]);
    expect((await notificationRows(server)).map((n) => [n.user_id, n.type])).toEqual([
      [grace.id, 'contact_request_received'],
    ]);
  });

  it('invites again once the previous invitation was rejected', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    await invite(ada, { userId: grace.id });
    const [first] = await contactInvitations(server);
    await respond(grace, first!.id, 'REJECTED');
    expect((await invite(ada, { email: grace.email })).status).toBe(200);
    expect((await contactInvitations(server)).map((i) => i.response)).toEqual(['REJECTED', null]);
  });

  it('lifts the block the caller had put on the person they invite', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    await ada.client.call(api.contacts.block, { params: { id: grace.id } });
    expect(await blockRows(server)).toHaveLength(1);
    expect((await invite(ada, { userId: grace.id })).status).toBe(200);
    expect(await blockRows(server)).toEqual([]);
  });

  it('lets only one of two crossing invitations through', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    const results = await Promise.all([invite(ada, { userId: grace.id }), invite(grace, { userId: ada.id })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('INVITATION_ALREADY_RECEIVED_FROM_USER');
    expect(await contactInvitations(server)).toHaveLength(1);
  });
});

describe('POST /user/contact/invitation/create to someone without an account', () => {
  it('stores the invitation under the lower-cased e-mail and mails them to join', async () => {
    const ada = await signedIn(server, { fullName: 'Ada Lovelace', userName: 'ada_l' });
    const res = await invite(ada, { email: 'New.Person@Example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, invitedAs: 'email' });
    expect(await contactInvitations(server)).toEqual([
      expect.objectContaining({
        created_by: ada.id,
        email: 'new.person@example.com',
        invitee_id: null,
        response: null,
      }),
    ]);
    expect(await notificationRows(server)).toEqual([]);
    const mail = await outboxMailTo(server, 'new.person@example.com');
    expect(mail.subject).toBe('Ada Lovelace invited you to join Plaza');
    expect(mail.text).toContain('Ada Lovelace would like to add you to their contacts on Plaza.');
    // The inviter's public invite page, which works signed out and leads through sign-up back to it.
    const link = `${TEST_APP_URL}/invite?from=ada_l`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('answers INVITATION_ALREADY_SENT_FOR_USER to a second invitation while the first is pending', async () => {
    const ada = await signedIn(server);
    await invite(ada, { email: 'guest@example.com' });
    await outboxMailTo(server, 'guest@example.com');
    const before = await snapshot(server);
    const res = await invite(ada, { email: 'GUEST@example.com' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'INVITATION_ALREADY_SENT_FOR_USER',
      error: 'You have already sent an invitation to this user.',
    });
    expect(await snapshot(server)).toEqual(before);
  });

  it('reaches whoever registers with the address, who can accept it', async () => {
    const ada = await signedIn(server, { fullName: 'Ada Lovelace' });
    await invite(ada, { email: 'Later@Example.com' });
    const { input } = await registerUser(server.client(), { email: 'later@example.com' });
    // Two mails reach that address (the invitation and the verification), in no fixed order.
    const verification = await outboxMailTo(server, 'later@example.com', 'Verify your e-mail address for Plaza');
    const token = tokenFromMail(verification, 'verify-email');
    await server.client().call(api.account.verifyEmail, { body: { token, userName: 'later_user' } });
    const later = server.client();
    await later.call(api.auth.login, { body: { emailOrUserName: input.email, password: input.password } });
    const me = (await later.call(api.auth.retrieve)).body;

    const list = await later.call(api.userCommunity.invitations);
    expect(list.body.data).toHaveLength(1);
    const [invitation] = list.body.data;
    expect(invitation).toMatchObject({ type: 'CONTACT', createdBy: { id: ada.id }, response: null });

    // Already invited by Ada, the newcomer cannot invite her back: they answer instead.
    const laterMember = { client: later, id: me.id, email: input.email, fullName: input.fullName };
    expect((await invite(laterMember, { userId: ada.id })).body.message).toBe('INVITATION_ALREADY_RECEIVED_FROM_USER');

    const res = await respond(laterMember, invitation!.id, 'ACCEPTED');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: invitation!.id, response: 'ACCEPTED' });
    expect(await contactPairs(server)).toEqual(pairOf(ada, laterMember));
    expect((await contactInvitations(server))[0]!.invitee_id).toBe(me.id);
  });
});

describe('POST /user/contact/invitation/create refusals', () => {
  it.each([
    [{}, ['Email is required']],
    [{ email: '' }, ['Email is required']],
    [{ email: 'not-an-address' }, ['Invalid email']],
    [{ userId: 'not-a-uuid' }, ['User id must be a valid id']],
    [
      { email: 'a@example.com', userId: '8c0e8c8e-2f6e-4a55-9d7a-0a3a3f0c6b1d' },
      ['Send either an email or a user id, not both'],
    ],
  ])('refuses %j with 400 and writes nothing', async (body, expected) => {
    const ada = await signedIn(server);
    const res = await invite(ada, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
    expect(await snapshot(server)).toEqual({ invitations: [], contacts: [], blocks: [], notifications: [], jobs: 0 });
  });

  it('refuses a signed-out caller with 401', async () => {
    const res = await server.client().call(api.contacts.invite, { body: { email: 'x@example.com' } });
    expect(res.status).toBe(401);
    expect(await contactInvitations(server)).toEqual([]);
  });

  it('answers USER_NOT_FOUND for an unknown user id', async () => {
    const ada = await signedIn(server);
    const res = await invite(ada, { userId: '8c0e8c8e-2f6e-4a55-9d7a-0a3a3f0c6b1d' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('USER_NOT_FOUND');
    expect(await contactInvitations(server)).toEqual([]);
  });

  it('answers CONTACT_ELIGIBILITY_ERROR to inviting oneself, by e-mail or by id', async () => {
    const ada = await signedIn(server);
    for (const body of [{ email: ada.email.toUpperCase() }, { userId: ada.id }]) {
      const res = await invite(ada, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'CONTACT_ELIGIBILITY_ERROR',
        error: 'You cannot add yourself to your contacts.',
      });
    }
    expect(await contactInvitations(server)).toEqual([]);
  });

  it('answers USER_BLOCKED_YOU when the person blocked the caller, and writes nothing', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    await grace.client.call(api.contacts.block, { params: { id: ada.id } });
    const before = await snapshot(server);
    for (const body of [{ userId: grace.id }, { email: grace.email }]) {
      const res = await invite(ada, body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('USER_BLOCKED_YOU');
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('answers USER_ALREADY_IN_CONTACTS between contacts', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    await makeContacts(ada, grace);
    const before = await snapshot(server);
    for (const [from, to] of [
      [ada, grace],
      [grace, ada],
    ] as const) {
      const res = await invite(from, { userId: to.id });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('USER_ALREADY_IN_CONTACTS');
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('answers INVITATION_ALREADY_SENT_FOR_USER and INVITATION_ALREADY_RECEIVED_FROM_USER while one is pending', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    await invite(ada, { email: grace.email });
    const before = await snapshot(server);
    const again = await invite(ada, { userId: grace.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('INVITATION_ALREADY_SENT_FOR_USER');
    const back = await invite(grace, { email: ada.email });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({ message: 'INVITATION_ALREADY_RECEIVED_FROM_USER' });
    expect(await snapshot(server)).toEqual(before);
  });

  it(`refuses the invitation after ${CONTACT.invitesPerHour} in an hour, counting only valid ones`, async () => {
    const ada = await signedIn(server);
    // Refusals do not use up the allowance.
    for (let i = 0; i < 3; i += 1) expect((await invite(ada, { userId: ada.id })).status).toBe(400);
    for (let i = 0; i < CONTACT.invitesPerHour; i += 1) {
      expect((await invite(ada, { email: `guest-${i}@example.com` })).status).toBe(200);
    }
    const before = await snapshot(server);
    const res = await invite(ada, { email: 'one-too-many@example.com' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('TOO_MANY_REQUESTS');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await snapshot(server)).invitations).toEqual(before.invitations);
    // Another user has an allowance of their own.
    const grace = await signedIn(server);
    expect((await invite(grace, { email: 'one-too-many@example.com' })).status).toBe(200);
  });
});
