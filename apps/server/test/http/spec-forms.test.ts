import { api, buildPath, NOTIFICATION } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MISSING_ID } from '../support/channels.js';
import { createZone, followChannel, insertChannel, MANY_LOGINS, signedIn, zoneRoleOf } from '../support/community.js';
import { insertPost } from '../support/posts.js';
import { type TestServer, useTestServer } from '../support/server.js';
import { insertContactInvitation, makeContacts } from '../users/support.js';

/**
 * The other spellings a client written from the spec sends (spec 02 §7), beside Plaza's own:
 * each is taken, refused with the same words when wrong, and refused to the same callers.
 */

const server = useTestServer({ loginLimits: MANY_LOGINS });

const v1 = (path: string) => `/v1${path}`;

async function json(client: ReturnType<TestServer['client']>, method: string, path: string, body?: unknown) {
  return client.fetch(v1(path), {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
}

const rows = (table: 'invitations' | 'user_zones' | 'contacts' | 'channel_roles' | 'zone_roles') =>
  server.db.selectFrom(table).selectAll().execute();

describe('invitation answers: accept and reject', () => {
  async function invited() {
    const owner = await signedIn(server);
    const guest = await signedIn(server);
    const zone = await createZone(owner, { public: false });
    const invite = await owner.client.call(api.zones.invite, { params: { id: zone.id }, body: { email: guest.email } });
    expect(invite.status).toBe(200);
    const row = await server.db
      .selectFrom('invitations')
      .select('id')
      .where('email', '=', guest.email.toLowerCase())
      .executeTakeFirstOrThrow();
    return { owner, guest, zone, invitationId: row.id };
  }

  it('joins on accept and drops the invitation on reject', async () => {
    const { guest, zone, invitationId } = await invited();
    const res = await json(guest.client, 'POST', '/zone/invitation/response', { invitationId, status: 'accept' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: invitationId, response: 'ACCEPTED' });
    expect(await zoneRoleOf(server, guest.id, zone.id)).toBe('USER');

    const second = await invited();
    const rejected = await json(second.guest.client, 'POST', '/zone/invitation/response', {
      invitationId: second.invitationId,
      status: 'reject',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ response: 'REJECTED' });
    expect(await zoneRoleOf(server, second.guest.id, second.zone.id)).toBeNull();
  });

  it('answers 400 with the message to another word, writing nothing', async () => {
    const { guest, invitationId } = await invited();
    const before = await rows('invitations');
    for (const status of ['maybe', 'accepting', '', 7]) {
      const res = await json(guest.client, 'POST', '/zone/invitation/response', { invitationId, status });
      expect(res.status, String(status)).toBe(400);
      expect(res.body).toMatchObject({ message: ['Status must be one of ACCEPTED, REJECTED'] });
    }
    expect(await rows('invitations')).toEqual(before);
  });

  it("answers INVITATION_NOT_FOUND to someone else, and CONTACT_INVITATION_NOT_FOUND to a contact invitation's stranger", async () => {
    const { owner, invitationId } = await invited();
    const res = await json(owner.client, 'POST', '/zone/invitation/response', { invitationId, status: 'accept' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'INVITATION_NOT_FOUND' });
    const [a, b, stranger] = [await signedIn(server), await signedIn(server), await signedIn(server)];
    const contact = await insertContactInvitation(server, a.id, { inviteeId: b.id, email: b.email });
    const theirs = await json(stranger.client, 'POST', '/user/contact/invitation/response', {
      contactInvitationId: contact.id,
      status: 'accept',
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ message: 'CONTACT_INVITATION_NOT_FOUND' });
    const answered = await json(b.client, 'POST', '/user/contact/invitation/response', {
      contactInvitationId: contact.id,
      status: 'Accept',
    });
    expect(answered.status).toBe(200);
    expect((await rows('contacts')).length).toBe(2);
  });
});

describe('permission changes with flat flags', () => {
  it('changes the flag sent flat beside roleCode, on a zone and on a channel', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    const res = await json(owner.client, 'PUT', `/zone/permissions/update/${zone.id}`, {
      roleCode: 'USER',
      canInvite: false,
      canEdit: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ roleCode: 'USER', canInvite: false, canEdit: true, canDelete: false });
    const channel = await insertChannel(server, zone.id, owner.id);
    const onChannel = await json(owner.client, 'PUT', `/channel/permissions/update/${channel.id}`, {
      roleCode: 'USER',
      canInvite: false,
    });
    expect(onChannel.status).toBe(200);
    expect(onChannel.body).toMatchObject({ roleCode: 'USER', canInvite: false });
  });

  it('answers 400 without a flag or with a flag that is not true or false, writing nothing', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    const before = await rows('zone_roles');
    for (const [body, message] of [
      [{ roleCode: 'USER' }, 'Permissions is required'],
      [{ roleCode: 'USER', canInvite: 'yes' }, 'canInvite must be true or false'],
    ] as const) {
      const res = await json(owner.client, 'PUT', `/zone/permissions/update/${zone.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: [message] });
    }
    expect(await rows('zone_roles')).toEqual(before);
  });

  it('refuses a member without canManageRole and hides a private zone from a stranger', async () => {
    const owner = await signedIn(server);
    const member = await signedIn(server);
    const stranger = await signedIn(server);
    const zone = await createZone(owner, { public: false });
    await json(owner.client, 'POST', `/zone/join/${zone.id}`);
    const { addZoneMember } = await import('../support/community.js');
    await addZoneMember(server, member.id, zone.id);
    const before = await rows('zone_roles');
    const flat = { roleCode: 'USER', canDelete: true };
    const refused = await json(member.client, 'PUT', `/zone/permissions/update/${zone.id}`, flat);
    expect(refused.body).toMatchObject({ statusCode: 403, message: 'NOT_AUTHORIZED' });
    const hidden = await json(stranger.client, 'PUT', `/zone/permissions/update/${zone.id}`, flat);
    expect(hidden.body).toMatchObject({ statusCode: 404, message: 'ZONE_NOT_FOUND' });
    const missing = await json(owner.client, 'PUT', `/zone/permissions/update/${MISSING_ID}`, flat);
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'ZONE_NOT_FOUND' });
    expect(await rows('zone_roles')).toEqual(before);
  });
});

describe('GET /notification/list?type=all', () => {
  it('lists every type for all, one type when named, and answers 400 to an unknown one', async () => {
    const author = await signedIn(server);
    const fan = await signedIn(server);
    const post = await insertPost(server, author.id);
    await fan.client.call(api.posts.like, { body: { postId: post.id, type: 'like' } });
    await fan.client.call(api.comments.create, { body: { comment: 'Nice', postId: post.id } });
    await expect
      .poll(
        async () => ((await json(author.client, 'GET', '/notification/list?type=all')).body as { total: number }).total,
      )
      .toBe(2);
    const likes = await json(author.client, 'GET', '/notification/list?type=post_like&limit=30&skip=0');
    expect(likes.body).toMatchObject({ total: 1, data: [{ type: 'post_like' }] });
    const bad = await json(author.client, 'GET', '/notification/list?type=everything');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: [`Type must be one of ${NOTIFICATION.types.join(', ')}`] });
    expect((await server.client().fetch(v1('/notification/list?type=all'))).status).toBe(401);
  });
});

describe('PUT /post/comment/update with id', () => {
  it("edits by id as by commentId, and refuses someone else's, an unknown one, and two different ids", async () => {
    const author = await signedIn(server);
    const other = await signedIn(server);
    const post = await insertPost(server, author.id);
    const created = await author.client.call(api.comments.create, { body: { comment: 'First', postId: post.id } });
    const id = created.body.id;
    const res = await json(author.client, 'PUT', '/post/comment/update', { comment: 'Second', id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, comment: 'Second', edited: true });
    const theirs = await json(other.client, 'PUT', '/post/comment/update', { comment: 'Mine now', id });
    expect(theirs.body).toMatchObject({ statusCode: 403, message: 'NOT_AUTHORIZED' });
    const missing = await json(author.client, 'PUT', '/post/comment/update', { comment: 'x', id: MISSING_ID });
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'COMMENT_NOT_FOUND' });
    const both = await json(author.client, 'PUT', '/post/comment/update', { comment: 'x', id, commentId: MISSING_ID });
    expect(both.body).toMatchObject({ statusCode: 400, message: ['Comment id and id name different comments'] });
    const none = await json(author.client, 'PUT', '/post/comment/update', { comment: 'x' });
    expect(none.body).toMatchObject({ statusCode: 400, message: ['Comment id is required'] });
    const row = await server.db.selectFrom('post_comments').select('comment').where('id', '=', id).executeTakeFirst();
    expect(row?.comment).toBe('Second');
  });
});

describe('the own contact list without a username', () => {
  it('lists the caller’s contacts at /user/contact/list and /user/contact/list/, and 401 signed out', async () => {
    const me = await signedIn(server);
    const them = await signedIn(server, { fullName: 'Grace Contact' });
    await makeContacts(server, me.id, them.id);
    for (const path of ['/user/contact/list?skip=0', '/user/contact/list/?skip=0', '/user/contact/list/']) {
      const res = await me.client.fetch(v1(path));
      expect(res.status, path).toBe(200);
      expect(res.body, path).toMatchObject({ total: 1, data: [{ contactUser: { id: them.id } }] });
    }
    const bad = await me.client.fetch(v1('/user/contact/list/?skip=-1'));
    expect(bad.body).toMatchObject({ statusCode: 400, message: ['This field must be bigger than or equal to 0'] });
    expect((await server.client().fetch(v1('/user/contact/list/'))).status).toBe(401);
  });
});

describe('DELETE /user/contact/remove/{id} by the contact row', () => {
  it("removes both sides by the caller's contact row id, and refuses another's row", async () => {
    const me = await signedIn(server);
    const them = await signedIn(server);
    const stranger = await signedIn(server);
    await makeContacts(server, me.id, them.id);
    const [mine] = await server.db.selectFrom('contacts').select('id').where('user_id', '=', me.id).execute();
    const refused = await json(stranger.client, 'DELETE', `/user/contact/remove/${mine!.id}`);
    expect(refused.body).toMatchObject({ statusCode: 404, message: 'CONTACT_NOT_FOUND' });
    expect(await rows('contacts')).toHaveLength(2);
    const res = await json(me.client, 'DELETE', `/user/contact/remove/${mine!.id}`);
    expect(res.status).toBe(200);
    expect(await rows('contacts')).toEqual([]);
  });
});

describe('leaving by the zone or channel id', () => {
  it('leaves a zone named by its id, and unfollows a channel named by its id', async () => {
    const owner = await signedIn(server);
    const me = await signedIn(server);
    const zone = await createZone(owner);
    const channel = await insertChannel(server, zone.id, owner.id);
    await followChannel(server, me.id, channel.id);
    const unfollow = await json(me.client, 'DELETE', `/user-channel/remove/${channel.id}`);
    expect(unfollow.status).toBe(200);
    const still = await server.db
      .selectFrom('user_channels')
      .select('id')
      .where('user_id', '=', me.id)
      .where('channel_id', '=', channel.id)
      .execute();
    expect(still).toEqual([]);
    const leave = await json(me.client, 'DELETE', `/user-zone/remove/${zone.id}`);
    expect(leave.status).toBe(200);
    expect(await zoneRoleOf(server, me.id, zone.id)).toBeNull();
  });

  it("answers not-found for a place the caller is not in or another's membership, and OWNER_NOT_EXIST to the last owner", async () => {
    const owner = await signedIn(server);
    const me = await signedIn(server);
    const zone = await createZone(owner);
    const before = await rows('user_zones');
    const notMine = await json(me.client, 'DELETE', `/user-zone/remove/${zone.id}`);
    expect(notMine.body).toMatchObject({ statusCode: 404, message: 'ZONE_NOT_FOUND' });
    const [ownerMembership] = await rows('user_zones');
    const theirs = await json(me.client, 'DELETE', `/user-zone/remove/${ownerMembership!.id}`);
    expect(theirs.body).toMatchObject({ statusCode: 404, message: 'ZONE_NOT_FOUND' });
    const last = await json(owner.client, 'DELETE', `/user-zone/remove/${zone.id}`);
    expect(last.body).toMatchObject({ statusCode: 400, message: 'OWNER_NOT_EXIST' });
    const channel = await insertChannel(server, zone.id, owner.id);
    const lastOwner = await json(owner.client, 'DELETE', `/user-channel/remove/${channel.id}`);
    expect(lastOwner.body).toMatchObject({ message: 'OWNER_NOT_EXIST' });
    const missing = await json(me.client, 'DELETE', `/user-channel/remove/${MISSING_ID}`);
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'CHANNEL_NOT_FOUND' });
    expect(await rows('user_zones')).toEqual(before);
  });
});

describe('the spec’s other paths', () => {
  it('answers POST video/create/ like /post/video/create: its refusals, writing nothing', async () => {
    const me = await signedIn(server);
    const form = new FormData();
    form.append('title', '');
    const res = await me.client.fetch(v1('/video/create/'), { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: ['Title is required', 'Video file is required'] });
    expect((await server.client().fetch(v1('/video/create/'), { method: 'POST', body: new FormData() })).status).toBe(
      401,
    );
    expect(await server.db.selectFrom('posts').select('id').execute()).toEqual([]);
  });

  it('answers the browser redirect GET /auth/third-party/{provider} for a provider only', async () => {
    const unknown = await server.client().fetch(v1('/auth/third-party/myspace'), { redirect: 'manual' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: ['Provider must be one of google, apple'] });
    // Unconfigured here: the same answer as /start gives.
    const start = await server.client().fetch(v1('/auth/third-party/google/start'), { redirect: 'manual' });
    const spec = await server.client().fetch(v1('/auth/third-party/google'), { redirect: 'manual' });
    expect([spec.status, spec.body]).toEqual([start.status, start.body]);
    const providers = await server.client().fetch(v1('/auth/third-party/providers'));
    expect(providers.body).toEqual({ providers: [] });
  });

  it('takes a trailing slash on any call, and still answers an unknown path with the JSON 404', async () => {
    const me = await signedIn(server);
    const post = await insertPost(server, me.id);
    const path = buildPath(api.comments.list.path, { postId: post.id });
    const res = await me.client.fetch(v1(`${path}/?limit=5&skip=0&sortBy=likesCount`));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: [], total: 0, limit: 5 });
    const missing = await me.client.fetch(v1('/no/such/route/'));
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'ROUTE_NOT_FOUND' });
  });
});
