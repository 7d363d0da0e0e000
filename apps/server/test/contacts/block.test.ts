import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { BlockRepository } from '../../src/features/contacts/block.repository.js';
import { MANY_LOGINS, signedIn, type Member } from '../support/community.js';
import { useTestServer } from '../support/server.js';
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

const block = (member: Member, id: string) => member.client.call(api.contacts.block, { params: { id } });
const unblock = (member: Member, id: string) => member.client.call(api.contacts.unblock, { params: { id } });

describe('POST /user/block/create/:id', () => {
  it('blocks once however often it is asked, and the blocked user can no longer invite', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    for (let i = 0; i < 2; i += 1) {
      const res = await block(ada, grace.id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    }
    expect(await blockRows(server)).toEqual([{ blocker_id: ada.id, blocked_id: grace.id }]);
    const blocks = new BlockRepository(server.db);
    expect(await blocks.isBlockedBy(grace.id, ada.id)).toBe(true);
    expect(await blocks.isBlockedBy(ada.id, grace.id)).toBe(false);
    expect((await invite(grace, { userId: ada.id })).body.message).toBe('USER_BLOCKED_YOU');
  });

  it('ends the contact for both, leaving the others', async () => {
    const [ada, grace, alan] = [await signedIn(server), await signedIn(server), await signedIn(server)];
    await makeContacts(ada, grace);
    await makeContacts(grace, alan);
    await block(grace, ada.id);
    expect(await contactPairs(server)).toEqual(pairOf(grace, alan));
  });

  it("drops pending contact invitations either way, with their notifications, but not others'", async () => {
    const [ada, grace, alan] = [await signedIn(server), await signedIn(server), await signedIn(server)];
    await invite(ada, { userId: grace.id });
    await invite(alan, { userId: grace.id });
    await block(grace, ada.id);
    expect((await contactInvitations(server)).map((i) => i.created_by)).toEqual([alan.id]);
    expect((await notificationRows(server)).map((n) => n.created_by)).toEqual([alan.id]);

    // The sender blocking the invitee withdraws their invitation too.
    const [pending] = await contactInvitations(server);
    await block(alan, grace.id);
    expect(await contactInvitations(server)).toEqual([]);
    expect((await respond(grace, pending!.id, 'ACCEPTED')).body.message).toBe('CONTACT_INVITATION_NOT_FOUND');
  });

  it('drops an invitation sent to the e-mail of the person who registered with it', async () => {
    const ada = await signedIn(server);
    await invite(ada, { email: 'later@example.com' });
    const later = await signedIn(server, { email: 'later@example.com' });
    await block(later, ada.id);
    expect(await contactInvitations(server)).toEqual([]);
  });

  it('refuses oneself, an unknown user, a bad id and a signed-out caller, writing nothing', async () => {
    const ada = await signedIn(server);
    const before = await snapshot(server);
    const self = await block(ada, ada.id);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ message: 'CANT_BLOCK_YOURSELF', error: 'You cannot block yourself.' });
    const unknown = await block(ada, '8c0e8c8e-2f6e-4a55-9d7a-0a3a3f0c6b1d');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('USER_NOT_FOUND');
    const bad = await block(ada, 'nope');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['User id must be a valid id']);
    const anonymous = await server.client().call(api.contacts.block, { params: { id: ada.id } });
    expect(anonymous.status).toBe(401);
    expect(await snapshot(server)).toEqual(before);
  });
});

describe('DELETE /user/block/remove/:id', () => {
  it("lifts one's own block only, as often as asked; the other may invite again", async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    await block(ada, grace.id);
    await block(grace, ada.id);
    for (let i = 0; i < 2; i += 1) {
      const res = await unblock(ada, grace.id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    }
    expect(await blockRows(server)).toEqual([{ blocker_id: grace.id, blocked_id: ada.id }]);
    expect((await invite(ada, { userId: grace.id })).body.message).toBe('USER_BLOCKED_YOU');
    await unblock(grace, ada.id);
    expect((await invite(ada, { userId: grace.id })).status).toBe(200);
  });

  it('refuses oneself, an unknown user, a bad id and a signed-out caller', async () => {
    const [ada, grace] = [await signedIn(server), await signedIn(server)];
    await block(ada, grace.id);
    const self = await unblock(ada, ada.id);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ message: 'CANT_UNBLOCK_YOURSELF', error: 'You cannot unblock yourself.' });
    const unknown = await unblock(ada, '8c0e8c8e-2f6e-4a55-9d7a-0a3a3f0c6b1d');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('USER_NOT_FOUND');
    expect((await unblock(ada, 'nope')).body.message).toEqual(['User id must be a valid id']);
    expect((await server.client().call(api.contacts.unblock, { params: { id: grace.id } })).status).toBe(401);
    expect(await blockRows(server)).toEqual([{ blocker_id: ada.id, blocked_id: grace.id }]);
  });
});
