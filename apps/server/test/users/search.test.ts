import { CONTACT, LISTS, api, type QueryOf } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MISSING_ID } from '../support/channels.js';
import { MANY_LOGINS, createZone, followChannel, insertChannel, signedIn, type Member } from '../support/community.js';
import { insertUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { insertChannelInvitation, insertContactInvitation, makeContacts } from './support.js';

const server = useTestServer({ loginLimits: MANY_LOGINS });

type SearchQuery = Partial<Record<keyof QueryOf<typeof api.user.search>, string | number | boolean>>;

async function search(member: Member, query: SearchQuery) {
  const res = await member.client.call(api.user.search, { query: query as never });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const byName = (data: { fullName: string }[]) => data.map((u) => u.fullName);

async function people() {
  const me = await signedIn(server, { fullName: 'Pat Searcher' });
  const ada = (await insertUser(server, { fullName: 'Pat Ada', email: 'Ada@Example.com' })).row;
  const bob = (await insertUser(server, { fullName: 'Pat Bob' })).row;
  const cy = (await insertUser(server, { fullName: 'Pat Cy' })).row;
  return { me, ada, bob, cy };
}

describe('GET /user/search: where each person stands with the caller', () => {
  it('never lists the caller, and tells contacts apart with their id', async () => {
    const { me, ada, bob } = await people();
    await makeContacts(server, me.id, ada.id);
    const body = await search(me, { name: 'pat' });
    expect(body.total).toBe(3);
    expect(body.data).toEqual([
      {
        id: ada.id,
        fullName: 'Pat Ada',
        userName: ada.user_name,
        displayPhoto: null,
        invited: false,
        isInContact: true,
        contactUserId: ada.id,
      },
      {
        id: bob.id,
        fullName: 'Pat Bob',
        userName: bob.user_name,
        displayPhoto: null,
        invited: false,
        isInContact: false,
        contactUserId: null,
      },
      expect.objectContaining({ fullName: 'Pat Cy', isInContact: false, contactUserId: null }),
    ]);
  });

  it("marks as invited those with the caller's pending contact invitation, by id or by e-mail", async () => {
    const { me, bob, cy } = await people();
    const other = await signedIn(server);
    await insertContactInvitation(server, me.id, { email: 'ADA@example.com' });
    await insertContactInvitation(server, me.id, { inviteeId: bob.id, email: 'old-address@example.com' });
    await insertContactInvitation(server, me.id, { inviteeId: cy.id, email: cy.email }, 'REJECTED');
    await insertContactInvitation(server, other.id, { inviteeId: cy.id, email: cy.email });
    const body = await search(me, { searchTerm: 'pat' });
    expect(body.data.map((u) => [u.fullName, u.invited])).toEqual([
      ['Pat Ada', true],
      ['Pat Bob', true],
      ['Pat Cy', false],
    ]);
    expect(JSON.stringify(body)).not.toContain('@');
  });

  it('prefers name to searchTerm, keeps only contacts with userContacts, leaves out excludeIds', async () => {
    const { me, ada, bob, cy } = await people();
    await makeContacts(server, me.id, ada.id);
    await makeContacts(server, me.id, bob.id);
    await makeContacts(server, ada.id, cy.id);
    expect(byName((await search(me, { name: 'cy', searchTerm: 'bob' })).data)).toEqual(['Pat Cy']);
    const contacts = await search(me, { name: 'pat', userContacts: true });
    expect({ names: byName(contacts.data), total: contacts.total }).toEqual({
      names: ['Pat Ada', 'Pat Bob'],
      total: 2,
    });
    expect(byName((await search(me, { name: 'pat', userContacts: false })).data)).toHaveLength(3);
    const excluded = await search(me, { name: 'pat', excludeIds: `${ada.id}, ${cy.id}` });
    expect({ names: byName(excluded.data), total: excluded.total }).toEqual({ names: ['Pat Bob'], total: 1 });
    expect(byName((await search(me, { name: 'pat', excludeIds: '' })).data)).toHaveLength(3);
  });

  it(`answers ${LISTS.searchStep} at a time by default`, async () => {
    const { me } = await people();
    for (let i = 0; i < LISTS.searchStep; i += 1) await insertUser(server, { fullName: `Pat Z${i}` });
    const body = await search(me, { name: 'pat' });
    expect(body).toMatchObject({ total: LISTS.searchStep + 3, limit: LISTS.searchStep, skip: 0 });
    expect(body.data).toHaveLength(LISTS.searchStep);
  });

  it('answers 400 with the messages for bad filters', async () => {
    const { me } = await people();
    const tooMany = Array.from({ length: CONTACT.excludeIdsMax + 1 }, () => MISSING_ID).join(',');
    const cases: [SearchQuery, string[]][] = [
      [{ excludeIds: 'nope' }, ['Excluded id must be a valid id']],
      [{ excludeIds: tooMany }, [`Excluded ids: This field must be smaller than or equal to ${CONTACT.excludeIdsMax}`]],
      [{ userContacts: 'yes' }, ['User contacts must be true or false']],
      [{ channelId: 'x' }, ['Channel id must be a valid id']],
      [{ name: 'x'.repeat(101) }, ['Search: Please enter up to 100 characters long']],
    ];
    for (const [query, messages] of cases) {
      const res = await me.client.call(api.user.search, { query: query as never });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toEqual(messages);
    }
  });
});

describe('GET /user/search with a channel', () => {
  async function channelWorld() {
    const world = await people();
    const owner = await signedIn(server, { fullName: 'Owner' });
    const zone = await createZone(owner);
    const channel = await insertChannel(server, zone.id, owner.id);
    return { ...world, owner, zone, channel };
  }

  it('leaves out its followers and marks as invited those with a pending invitation to it', async () => {
    const { me, ada, bob, cy, owner, zone, channel } = await channelWorld();
    await followChannel(server, me.id, channel.id);
    await followChannel(server, ada.id, channel.id);
    await insertChannelInvitation(server, owner.id, channel, bob.email);
    await insertChannelInvitation(server, me.id, channel, cy.email, 'REJECTED');
    const elsewhere = await insertChannel(server, zone.id, owner.id);
    await insertChannelInvitation(server, owner.id, elsewhere, cy.email);
    // A contact invitation does not count as an invitation to the channel.
    await insertContactInvitation(server, me.id, { inviteeId: cy.id, email: cy.email });
    const body = await search(me, { name: 'pat', channelId: channel.id });
    expect(body.total).toBe(2);
    expect(body.data.map((u) => [u.fullName, u.invited])).toEqual([
      ['Pat Bob', true],
      ['Pat Cy', false],
    ]);
  });

  it('answers CHANNEL_NOT_FOUND for a channel the caller may not see, or none', async () => {
    const { me, owner } = await channelWorld();
    const privateZone = await createZone(owner, { public: false });
    const hidden = await insertChannel(server, privateZone.id, owner.id);
    for (const channelId of [hidden.id, MISSING_ID]) {
      const res = await me.client.call(api.user.search, { query: { name: 'pat', channelId } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'CHANNEL_NOT_FOUND' });
      expect(res.body).not.toHaveProperty('data');
    }
    const res = await owner.client.call(api.user.search, { query: { name: 'pat', channelId: hidden.id } });
    expect(res.status).toBe(200);
  });
});
