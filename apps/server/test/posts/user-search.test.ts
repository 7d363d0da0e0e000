import { LISTS, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/channels.js';
import { insertUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

async function world() {
  const me = await signedInUser(server, 'Searcher');
  await insertUser(server, { fullName: 'Ada Lovelace', userName: 'countess', email: 'ada@example.com' });
  await insertUser(server, { fullName: 'Grace Hopper', userName: 'amazing_grace', email: 'grace@example.com' });
  await insertUser(server, { fullName: 'Alan Turing', userName: 'enigma', email: 'alan@example.com' });
  await insertUser(server, { fullName: 'Adam Unverified', userName: 'adam', verified: false });
  return { me };
}

type Client = Awaited<ReturnType<typeof signedInUser>>['client'];

async function names(client: Client, query: Record<string, unknown>) {
  const res = await client.call(api.user.search, { query: query as never });
  expect(res.status).toBe(200);
  return { names: res.body.data.map((u) => u.fullName), total: res.body.total };
}

describe('GET /user/search', () => {
  it('finds verified people by full name or username, names starting with the term first', async () => {
    const { me } = await world();
    expect(await names(me.client, { searchTerm: 'ada' })).toEqual({ names: ['Ada Lovelace'], total: 1 });
    expect(await names(me.client, { searchTerm: 'HOPPER' })).toEqual({ names: ['Grace Hopper'], total: 1 });
    expect(await names(me.client, { searchTerm: 'ing' })).toEqual({ names: ['Alan Turing', 'Grace Hopper'], total: 2 });
    // Grace's username starts with 'a'. The searcher matches too, but is never listed.
    expect(await names(me.client, { searchTerm: 'a' })).toEqual({
      names: ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'],
      total: 3,
    });
  });

  it('answers the reply without e-mails, and never matches an e-mail', async () => {
    const { me } = await world();
    const res = await me.client.call(api.user.search, { query: { searchTerm: 'lovelace' } });
    expect(res.body.data[0]).toEqual({
      id: expect.any(String),
      fullName: 'Ada Lovelace',
      userName: 'countess',
      displayPhoto: null,
      invited: false,
      isInContact: false,
      contactUserId: null,
    });
    expect(JSON.stringify(res.body)).not.toContain('@');
    expect(await names(me.client, { searchTerm: 'example.com' })).toEqual({ names: [], total: 0 });
  });

  it(`pages by ${LISTS.searchStep} with the total of all matches`, async () => {
    const { me } = await world();
    for (let i = 0; i < 8; i += 1) await insertUser(server, { fullName: `Zed ${i}` });
    const first = await me.client.call(api.user.search, { query: { searchTerm: 'zed' } });
    expect(first.body).toMatchObject({ total: 8, limit: LISTS.searchStep, skip: 0 });
    expect(first.body.data).toHaveLength(LISTS.searchStep);
    const rest = await names(me.client, { searchTerm: 'zed', skip: 6 });
    expect(rest).toEqual({ names: ['Zed 6', 'Zed 7'], total: 8 });
  });

  it('takes % and _ as themselves', async () => {
    const { me } = await world();
    expect(await names(me.client, { searchTerm: '%' })).toEqual({ names: [], total: 0 });
    expect(await names(me.client, { searchTerm: 'ad_' })).toEqual({ names: [], total: 0 });
    expect((await names(me.client, { searchTerm: 'amazing_' })).names).toEqual(['Grace Hopper']);
  });

  it('answers 400 with the messages for bad paging or a long term, and 401 signed out', async () => {
    const { me } = await world();
    const cases: [Record<string, string>, string[]][] = [
      [{ limit: '0' }, ['This field must be bigger than or equal to 1']],
      [{ skip: 'x' }, ['Skip must be a number']],
      [{ searchTerm: 'x'.repeat(101) }, ['Search: Please enter up to 100 characters long']],
    ];
    for (const [query, messages] of cases) {
      const res = await me.client.call(api.user.search, { query: query as never });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toEqual(messages);
    }
    expect((await server.client().call(api.user.search)).status).toBe(401);
  });
});
