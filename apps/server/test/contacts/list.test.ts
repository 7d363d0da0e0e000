import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MANY_LOGINS, signedIn, type Member } from '../support/community.js';
import { useTestServer } from '../support/server.js';
import { makeContacts } from './support.js';

const server = useTestServer({ loginLimits: MANY_LOGINS });

const list = (member: Member, userName: string, query: Record<string, string | number> = {}) =>
  member.client.call(api.contacts.list, { params: { userName }, query: query as never });

const person = (fullName: string, userName: string) => signedIn(server, { fullName, userName });

describe('GET /user/contact/list/:userName', () => {
  it("lists one's own contacts by full name, with their e-mail, presence and dates", async () => {
    const ada = await person('Ada Lovelace', 'ada');
    const zoe = await person('Zoe Zimmer', 'zoe');
    const bob = await person('Bob Babbage', 'bob');
    await makeContacts(ada, zoe);
    await makeContacts(bob, ada);
    const lastSeen = new Date('2024-05-01T10:00:00.000Z');
    await server.db.updateTable('users').set({ last_online_at: lastSeen }).where('id', '=', bob.id).execute();
    await signedIn(server, { fullName: 'Not A Contact' });

    const res = await list(ada, 'ADA');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, limit: 30, skip: 0 });
    expect(res.body.data).toEqual([
      {
        id: expect.any(String),
        contactUser: { id: bob.id, fullName: 'Bob Babbage', userName: 'bob', displayPhoto: null, email: bob.email },
        online: false,
        lastOnlineDate: lastSeen.toISOString(),
        createdOn: expect.any(String),
      },
      expect.objectContaining({
        contactUser: expect.objectContaining({ id: zoe.id, fullName: 'Zoe Zimmer' }),
        lastOnlineDate: null,
      }),
    ]);
    const ownRow = await server.db
      .selectFrom('contacts')
      .select('id')
      .where('user_id', '=', ada.id)
      .where('contact_user_id', '=', bob.id)
      .executeTakeFirstOrThrow();
    expect(res.body.data[0]!.id).toBe(ownRow.id);
  });

  it("shows only the contacts the caller shares with someone else, and nothing of a stranger's", async () => {
    const ada = await person('Ada Lovelace', 'ada');
    const grace = await person('Grace Hopper', 'grace');
    const [shared, hers] = [await person('Shared Friend', 'shared'), await person('Her Friend', 'hers')];
    await makeContacts(grace, shared);
    await makeContacts(grace, hers);
    await makeContacts(ada, shared);
    const stranger = await person('Stranger', 'stranger');

    const fromAda = await list(ada, 'grace');
    expect(fromAda.body.total).toBe(1);
    expect(fromAda.body.data.map((c) => c.contactUser.id)).toEqual([shared.id]);
    expect((await list(stranger, 'grace')).body).toMatchObject({ data: [], total: 0 });
    expect((await list(grace, 'grace')).body.data.map((c) => c.contactUser.userName)).toEqual(['hers', 'shared']);
    // A contact of someone else is listed for the caller only when both have them: not the owner themself.
    expect((await list(shared, 'grace')).body.data).toEqual([]);
  });

  it('searches full names and usernames, with % and _ matching themselves', async () => {
    const ada = await person('Ada Lovelace', 'ada');
    const contacts = [
      await person('Grace Hopper', 'admiral'),
      await person('Alan Turing', 'enigma_1'),
      await person('Percent 100%', 'percent'),
      await person('Plain Name', 'enigmax1'),
    ];
    for (const c of contacts) await makeContacts(ada, c);
    const names = async (searchTerm: string) =>
      (await list(ada, 'ada', { searchTerm })).body.data.map((c) => c.contactUser.fullName);
    expect(await names('hopp')).toEqual(['Grace Hopper']);
    expect(await names('ADMIR')).toEqual(['Grace Hopper']);
    expect(await names('enigma_')).toEqual(['Alan Turing']);
    expect(await names('0%')).toEqual(['Percent 100%']);
    expect(await names('nobody')).toEqual([]);
    expect((await list(ada, 'ada', { searchTerm: 'E' })).body.total).toBe(4);
  });

  it('pages by limit and skip, counting all', async () => {
    const ada = await person('Ada Lovelace', 'ada');
    for (const name of ['Carol', 'Alice', 'Dave', 'Bob', 'Eve'])
      await makeContacts(await person(name, name.toLowerCase()), ada);
    const page = async (limit: number, skip: number) => {
      const res = await list(ada, 'ada', { limit, skip });
      return [res.body.total, res.body.data.map((c) => c.contactUser.fullName)];
    };
    expect(await page(2, 0)).toEqual([5, ['Alice', 'Bob']]);
    expect(await page(2, 2)).toEqual([5, ['Carol', 'Dave']]);
    expect(await page(2, 4)).toEqual([5, ['Eve']]);
    expect(await page(2, 6)).toEqual([5, []]);
  });

  it('answers USER_NOT_FOUND for an unknown username', async () => {
    const ada = await person('Ada Lovelace', 'ada');
    const res = await list(ada, 'nobody_here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'USER_NOT_FOUND', error: 'User not found.' });
  });

  it('answers 400 for a username with a control character (a 500 before: PostgreSQL cannot store NUL)', async () => {
    const ada = await person('Ada Lovelace', 'ada');
    const res = await list(ada, 'ada\u0000');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['Username contains characters that are not allowed']);
  });

  it.each([
    [{ limit: 0 }, ['This field must be bigger than or equal to 1']],
    [{ limit: 'many' }, ['Limit must be a number']],
    [{ skip: -1 }, ['This field must be bigger than or equal to 0']],
    [{ searchTerm: 'x'.repeat(101) }, ['Search: Please enter up to 100 characters long']],
    // PostgreSQL cannot store NUL: this was a 500.
    [{ searchTerm: 'ada\u0000' }, ['Search contains characters that are not allowed']],
    [{ skip: 2 ** 31 }, ['This field must be smaller than or equal to 2147483647']],
  ])('refuses %j with 400', async (query, expected) => {
    const ada = await person('Ada Lovelace', 'ada');
    const res = await list(ada, 'ada', query);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
  });

  it('refuses a signed-out caller with 401', async () => {
    await person('Ada Lovelace', 'ada');
    const res = await server.client().call(api.contacts.list, { params: { userName: 'ada' } });
    expect(res.status).toBe(401);
  });
});
