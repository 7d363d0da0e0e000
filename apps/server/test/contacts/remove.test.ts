import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { MANY_LOGINS, signedIn, type Member } from '../support/community.js';
import { useTestServer } from '../support/server.js';
import { contactPairs, invite, makeContacts, pairOf } from './support.js';

const server = useTestServer({ loginLimits: MANY_LOGINS });

const remove = (member: Member, id: string) => member.client.call(api.contacts.remove, { params: { id } });

describe('DELETE /user/contact/remove/:id', () => {
  it('ends the contact for both, leaving other contacts, and they may invite each other again', async () => {
    const [ada, grace, alan] = [await signedIn(server), await signedIn(server), await signedIn(server)];
    await makeContacts(ada, grace);
    await makeContacts(ada, alan);
    const res = await remove(grace, ada.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await contactPairs(server)).toEqual(pairOf(ada, alan));
    expect((await invite(ada, { userId: grace.id })).status).toBe(200);
  });

  it('answers CONTACT_NOT_FOUND for someone not in contacts, an unknown id and a second removal', async () => {
    const [ada, grace, alan] = [await signedIn(server), await signedIn(server), await signedIn(server)];
    await makeContacts(ada, grace);
    await makeContacts(grace, alan);
    for (const id of [alan.id, '8c0e8c8e-2f6e-4a55-9d7a-0a3a3f0c6b1d', ada.id]) {
      const res = await remove(ada, id);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'CONTACT_NOT_FOUND', error: 'This user is not in your contacts.' });
    }
    expect(await contactPairs(server)).toEqual([...pairOf(ada, grace), ...pairOf(grace, alan)].sort());
    expect((await remove(ada, grace.id)).status).toBe(200);
    expect((await remove(ada, grace.id)).body.message).toBe('CONTACT_NOT_FOUND');
  });

  it('refuses a bad id with 400 and a signed-out caller with 401', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    await makeContacts(ada, grace);
    const bad = await remove(ada, 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['User id must be a valid id']);
    const anonymous = await server.client().call(api.contacts.remove, { params: { id: grace.id } });
    expect(anonymous.status).toBe(401);
    expect(await contactPairs(server)).toEqual(pairOf(ada, grace));
  });
});
