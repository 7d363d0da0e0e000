import { api, LISTS } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { addZoneMember, followChannel, insertChannel, signedIn } from '../support/community.js';
import { insertZone } from '../support/discovery.js';
import { insertUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { block, makeContacts } from '../users/support.js';

const server = useTestServer();

describe('GET /activity/list/suggestions/contact', () => {
  it('suggests other verified users, those sharing the most zones and channels first, without e-mails', async () => {
    const me = await signedIn(server, { fullName: 'Me Myself' });
    const aaron = (await insertUser(server, { fullName: 'Aaron Alone' })).row;
    const bella = (await insertUser(server, { fullName: 'Bella Zone' })).row;
    const zed = (await insertUser(server, { fullName: 'Zed Both' })).row;
    const zone = await insertZone(server, me.id, { public: false });
    const channel = await insertChannel(server, zone.id, me.id);
    await addZoneMember(server, bella.id, zone.id);
    await followChannel(server, zed.id, channel.id);

    const res = await me.client.call(api.suggestions.contacts, { query: { limit: 10 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [zed, bella, aaron].map((u) => ({
        userId: u.id,
        fullName: u.full_name,
        userName: u.user_name,
        displayPhoto: null,
        invited: false,
      })),
      total: 3,
      limit: 10,
      skip: 0,
    });
    const text = JSON.stringify(res.body);
    for (const email of [me.email, aaron.email, bella.email, zed.email]) expect(text).not.toContain(email);
  });

  it('leaves out the caller, unverified users and users without a username', async () => {
    const me = await signedIn(server);
    await insertUser(server, { verified: false });
    await insertUser(server, { userName: null });
    const other = (await insertUser(server)).row;
    const res = await me.client.call(api.suggestions.contacts);
    expect(res.status).toBe(200);
    expect(res.body.data.map((u) => u.userId)).toEqual([other.id]);
    expect(res.body.total).toBe(1);
  });

  it('leaves out people already in contacts and anyone blocked either way', async () => {
    const me = await signedIn(server);
    const contact = (await insertUser(server)).row;
    const blockedByMe = (await insertUser(server)).row;
    const blockedMe = (await insertUser(server)).row;
    const other = (await insertUser(server)).row;
    await makeContacts(server, me.id, contact.id);
    await block(server, me.id, blockedByMe.id);
    await block(server, blockedMe.id, me.id);
    const res = await me.client.call(api.suggestions.contacts, { query: { limit: 10 } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((u) => u.userId)).toEqual([other.id]);
    expect(res.body.total).toBe(1);
  });

  it('says whom the caller has invited, by account or by e-mail, until the invitation is answered', async () => {
    const me = await signedIn(server, { fullName: 'Me Myself' });
    const byId = (await insertUser(server, { fullName: 'Ann By Id' })).row;
    const byEmail = (await insertUser(server, { fullName: 'Ben By Email', email: 'Ben@Example.com' })).row;
    const answered = (await insertUser(server, { fullName: 'Cat Declined' })).row;
    const invitedMe = await signedIn(server, { fullName: 'Dan Invited Me' });
    const other = (await insertUser(server, { fullName: 'Eve Other' })).row;
    for (const body of [{ userId: byId.id }, { userId: answered.id }]) {
      expect((await me.client.call(api.contacts.invite, { body })).status).toBe(200);
    }
    // Sent to the address before Ben had an account: it names no member yet.
    await server.db
      .insertInto('invitations')
      .values({ type: 'CONTACT', created_by: me.id, email: 'ben@example.com', invitee_id: null })
      .execute();
    await server.db
      .updateTable('invitations')
      .set({ response: 'REJECTED', responded_at: new Date() })
      .where('invitee_id', '=', answered.id)
      .execute();
    expect((await invitedMe.client.call(api.contacts.invite, { body: { userId: me.id } })).status).toBe(200);

    const res = await me.client.call(api.suggestions.contacts, { query: { limit: 10 } });
    expect(res.status).toBe(200);
    const invited = Object.fromEntries(res.body.data.map((u) => [u.userId, u.invited]));
    expect(invited).toEqual({
      [byId.id]: true,
      [byEmail.id]: true,
      [answered.id]: false,
      [invitedMe.id]: false,
      [other.id]: false,
    });
  });

  it(`shows ${LISTS.suggestionsShown} by default and counts every match in total`, async () => {
    const me = await signedIn(server);
    for (let i = 0; i < 5; i++) await insertUser(server, { fullName: `Person ${i}`, password: null });
    const first = await me.client.call(api.suggestions.contacts);
    expect(first.body).toMatchObject({ total: 5, limit: LISTS.suggestionsShown, skip: 0 });
    expect(first.body.data.map((u) => u.fullName)).toEqual(['Person 0', 'Person 1', 'Person 2']);

    const rest = await me.client.call(api.suggestions.contacts, { query: { limit: 3, skip: 3 } });
    expect(rest.body).toMatchObject({ total: 5, limit: 3, skip: 3 });
    expect(rest.body.data.map((u) => u.fullName)).toEqual(['Person 3', 'Person 4']);

    const past = await me.client.call(api.suggestions.contacts, { query: { limit: 3, skip: 30 } });
    expect(past.body).toEqual({ data: [], total: 5, limit: 3, skip: 30 });
  });

  it('answers an empty page when nobody else is there', async () => {
    const me = await signedIn(server);
    const res = await me.client.call(api.suggestions.contacts);
    expect(res.body).toEqual({ data: [], total: 0, limit: LISTS.suggestionsShown, skip: 0 });
  });
});
