import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MANY_LOGINS, signedIn, type Member } from '../support/community.js';
import { createInitialUser, insertUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { block, insertContactInvitation, makeContacts } from '../users/support.js';

const server = useTestServer({ loginLimits: MANY_LOGINS });

const LAST_ONLINE = new Date('2025-03-04T05:06:07.000Z');

async function userNameOf(id: string): Promise<string> {
  const row = await server.db.selectFrom('users').select('user_name').where('id', '=', id).executeTakeFirstOrThrow();
  return row.user_name!;
}

/** The caller, and someone last online at LAST_ONLINE. */
async function pair() {
  const me = await signedIn(server, { fullName: 'Me' });
  const { row: them } = await insertUser(server, { fullName: 'Them', email: 'Them@Example.com' });
  await server.db
    .updateTable('users')
    .set({ last_online_at: LAST_ONLINE })
    .where('id', 'in', [me.id, them.id])
    .execute();
  return { me, them };
}

async function relation(caller: Member, userName: string) {
  const res = await caller.client.call(api.profile.byUserName, { params: { userName } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.relation;
}

const stranger = {
  self: false,
  isInContact: false,
  invited: false,
  invitationReceivedId: null,
  blocked: false,
  email: null,
  online: null,
  lastOnlineDate: null,
  contactsCount: 0,
  mutualContactsCount: 0,
};

describe('GET /user/profile/:userName', () => {
  it("shows another user's public profile, case-insensitively, without their e-mail", async () => {
    const client = server.client();
    await createInitialUser(client);
    const { row } = await insertUser(server, { fullName: 'Grace Hopper', userName: 'grace_h' });
    const res = await client.call(api.profile.byUserName, { params: { userName: 'GRACE_H' } });
    expect(res.status).toBe(200);
    // The spec's User entity itself (spec 02 §3), with Plaza's fuller relation beside it.
    expect(res.body).toEqual({
      id: row.id,
      fullName: 'Grace Hopper',
      userName: 'grace_h',
      displayPhoto: null,
      email: null,
      isInContact: false,
      contactUserId: null,
      invited: false,
      relation: { ...stranger, contactsCount: 0 },
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(row.email);
    expect(text).not.toMatch(/password|argon/i);
  });

  it('answers USER_NOT_FOUND for an unknown username', async () => {
    const client = server.client();
    await createInitialUser(client);
    const res = await client.call(api.profile.byUserName, { params: { userName: 'nobody_here' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'USER_NOT_FOUND', error: 'User not found.' });
  });

  it('answers 400 for a username with a control character (a 500 before: PostgreSQL cannot store NUL)', async () => {
    const client = server.client();
    await createInitialUser(client);
    for (const userName of ['ada\u0000', 'ada\u001b']) {
      const res = await client.call(api.profile.byUserName, { params: { userName } });
      expect(res.status, JSON.stringify(userName)).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: ['Username contains characters that are not allowed'],
        error: 'Bad Request',
      });
    }
  });

  it('answers NOT_SIGNED_IN to a signed-out caller', async () => {
    await createInitialUser(server.client(), { userName: 'ada_first' });
    const res = await server.client().call(api.profile.byUserName, { params: { userName: 'ada_first' } });
    expect(res.status).toBe(401);
    expect(res.body).not.toHaveProperty('user');
  });
});

describe('GET /user/profile: the caller themself', () => {
  it('answers the own profile without a username, with a trailing slash too, and the e-mail', async () => {
    const { me } = await pair();
    for (const path of ['/v1/user/profile', '/v1/user/profile/']) {
      const res = await me.client.fetch(path);
      expect(res.status, path).toBe(200);
      expect(res.body).toMatchObject({
        id: me.id,
        email: me.email,
        isInContact: false,
        contactUserId: null,
        relation: { self: true },
      });
    }
    expect((await server.client().fetch('/v1/user/profile')).status).toBe(401);
  });
});

describe('GET /user/profile/:userName: the User fields', () => {
  it('names a contact with their e-mail and contactUserId, and a pending invitation as invited', async () => {
    const { me, them } = await pair();
    const before = await me.client.call(api.profile.byUserName, { params: { userName: them.user_name! } });
    expect(before.body).toMatchObject({ email: null, isInContact: false, contactUserId: null, invited: false });
    await insertContactInvitation(server, me.id, { inviteeId: them.id, email: them.email });
    const invited = await me.client.call(api.profile.byUserName, { params: { userName: them.user_name! } });
    expect(invited.body).toMatchObject({ email: null, isInContact: false, invited: true });
    await makeContacts(server, me.id, them.id);
    const contact = await me.client.call(api.profile.byUserName, { params: { userName: them.user_name! } });
    expect(contact.body).toMatchObject({ email: them.email, isInContact: true, contactUserId: them.id });
  });
});

describe('GET /user/profile/:userName: the relation', () => {
  it('to a stranger: nothing shared, no e-mail, no presence', async () => {
    const { me, them } = await pair();
    const res = await me.client.call(api.profile.byUserName, { params: { userName: them.user_name! } });
    expect(res.body.relation).toEqual(stranger);
    expect(JSON.stringify(res.body).toLowerCase()).not.toContain(them.email.toLowerCase());
  });

  it('to oneself: self, with e-mail and presence', async () => {
    const { me } = await pair();
    expect(await relation(me, await userNameOf(me.id))).toEqual({
      ...stranger,
      self: true,
      email: me.email,
      online: false,
      lastOnlineDate: LAST_ONLINE.toISOString(),
    });
  });

  it('to a contact: e-mail, presence, their contacts and those in common', async () => {
    const { me, them } = await pair();
    const [shared, mineOnly, theirsOnly] = await Promise.all(
      ['Shared', 'Mine only', 'Theirs only'].map(async (fullName) => (await insertUser(server, { fullName })).row),
    );
    await makeContacts(server, me.id, them.id);
    await makeContacts(server, me.id, shared!.id);
    await makeContacts(server, them.id, shared!.id);
    await makeContacts(server, me.id, mineOnly!.id);
    await makeContacts(server, them.id, theirsOnly!.id);
    expect(await relation(me, them.user_name!)).toEqual({
      ...stranger,
      isInContact: true,
      email: them.email,
      online: false,
      lastOnlineDate: LAST_ONLINE.toISOString(),
      contactsCount: 3,
      mutualContactsCount: 1,
    });
    // A stranger sees the counts, but still not the e-mail nor the presence.
    const outsider = await signedIn(server);
    const seen = await relation(outsider, them.user_name!);
    expect(seen).toEqual({ ...stranger, contactsCount: 3 });
  });

  it('invited: the caller has a pending contact invitation to them, by id or by e-mail', async () => {
    const { me, them } = await pair();
    const answered = await insertContactInvitation(
      server,
      me.id,
      { inviteeId: them.id, email: them.email },
      'REJECTED',
    );
    expect((await relation(me, them.user_name!)).invited).toBe(false);
    await insertContactInvitation(server, me.id, { email: 'THEM@example.com' });
    expect(await relation(me, them.user_name!)).toEqual({ ...stranger, invited: true });
    await server.db.deleteFrom('invitations').where('id', '!=', answered.id).execute();
    await insertContactInvitation(server, me.id, { inviteeId: them.id, email: 'other@example.com' });
    expect((await relation(me, them.user_name!)).invited).toBe(true);
    // Their side: an invitation sent is not one received.
    const theirView = await signedInAs(them.email);
    expect((await relation(theirView, await userNameOf(me.id))).invited).toBe(false);
  });

  it('invitationReceivedId: their pending contact invitation to the caller, by id or by e-mail', async () => {
    const { me, them } = await pair();
    const other = (await insertUser(server)).row;
    await insertContactInvitation(server, them.id, { inviteeId: other.id, email: other.email });
    await insertContactInvitation(server, them.id, { inviteeId: me.id, email: me.email }, 'ACCEPTED');
    expect((await relation(me, them.user_name!)).invitationReceivedId).toBeNull();
    const byEmail = await insertContactInvitation(server, them.id, { email: me.email.toUpperCase() });
    expect(await relation(me, them.user_name!)).toEqual({ ...stranger, invitationReceivedId: byEmail.id });
    await server.db.deleteFrom('invitations').where('id', '=', byEmail.id).execute();
    const byId = await insertContactInvitation(server, them.id, { inviteeId: me.id, email: 'old@example.com' });
    expect((await relation(me, them.user_name!)).invitationReceivedId).toBe(byId.id);
  });

  it('blocked: the caller has blocked them (being blocked by them is not shown)', async () => {
    const { me, them } = await pair();
    await block(server, them.id, me.id);
    expect((await relation(me, them.user_name!)).blocked).toBe(false);
    await block(server, me.id, them.id);
    expect(await relation(me, them.user_name!)).toEqual({ ...stranger, blocked: true });
  });
});

/** Signs in an inserted user (password-123, the factory's default). */
async function signedInAs(email: string): Promise<Member> {
  const client = server.client();
  const res = await client.call(api.auth.login, { body: { emailOrUserName: email, password: 'password-123' } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { client, id: res.body.user.id, email, fullName: res.body.user.fullName };
}
