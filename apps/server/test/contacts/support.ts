import { api } from '@plaza/contract';
import type { Member } from '../support/community.js';
import type { TestServer } from '../support/server.js';

export const invite = (member: Member, body: { email?: string; userId?: string }) =>
  member.client.call(api.contacts.invite, { body: body as never });

export const respond = (member: Member, contactInvitationId: string, status: 'ACCEPTED' | 'REJECTED') =>
  member.client.call(api.contacts.respond, { body: { contactInvitationId, status } });

export const contactInvitations = (server: TestServer) =>
  server.db.selectFrom('invitations').selectAll().where('type', '=', 'CONTACT').orderBy('created_at').execute();

/** The contact rows as "user→contact" pairs, sorted, so a test can compare the whole table. */
export async function contactPairs(server: TestServer): Promise<string[]> {
  const rows = await server.db.selectFrom('contacts').select(['user_id', 'contact_user_id']).execute();
  return rows.map((r) => `${r.user_id}→${r.contact_user_id}`).sort();
}

export const pairOf = (a: Member, b: Member) => [`${a.id}→${b.id}`, `${b.id}→${a.id}`].sort();

export const notificationRows = (server: TestServer) =>
  server.db.selectFrom('notifications').selectAll().orderBy('created_at').execute();

export const blockRows = (server: TestServer) =>
  server.db.selectFrom('user_blocks').select(['blocker_id', 'blocked_id']).execute();

/** Everything a refused contact call must leave as it was. */
export async function snapshot(server: TestServer) {
  return {
    invitations: await contactInvitations(server),
    contacts: await contactPairs(server),
    blocks: await blockRows(server),
    notifications: await notificationRows(server),
    jobs: (await server.db.selectFrom('jobs').select('id').execute()).length,
  };
}

/** `a` invites `b` by id and `b` accepts: they are contacts. */
export async function makeContacts(a: Member, b: Member): Promise<void> {
  const sent = await invite(a, { userId: b.id });
  if (sent.status !== 200) throw new Error(`invite failed: ${JSON.stringify(sent.body)}`);
  const list = await b.client.call(api.userCommunity.invitations);
  const pending = list.body.data.find((i) => i.type === 'CONTACT' && i.createdBy.id === a.id && !i.response);
  if (!pending) throw new Error('no pending contact invitation');
  const accepted = await respond(b, pending.id, 'ACCEPTED');
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
}
