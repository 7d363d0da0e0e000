import type { TestServer } from '../support/server.js';

/** Makes two users contacts: one row per side, as the contacts feature stores them. */
export async function makeContacts(server: TestServer, a: string, b: string): Promise<void> {
  await server.db
    .insertInto('contacts')
    .values([
      { user_id: a, contact_user_id: b },
      { user_id: b, contact_user_id: a },
    ])
    .execute();
}

/** A contact invitation from `from`, to a member (`inviteeId`) or to an e-mail; pending unless answered. */
export function insertContactInvitation(
  server: TestServer,
  from: string,
  to: { inviteeId?: string; email: string },
  response: 'ACCEPTED' | 'REJECTED' | null = null,
) {
  return server.db
    .insertInto('invitations')
    .values({
      type: 'CONTACT',
      created_by: from,
      email: to.email.toLowerCase(),
      invitee_id: to.inviteeId ?? null,
      response,
      responded_at: response ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A channel invitation to an e-mail; pending unless answered. */
export function insertChannelInvitation(
  server: TestServer,
  from: string,
  channel: { id: string; zone_id: string },
  email: string,
  response: 'ACCEPTED' | 'REJECTED' | null = null,
) {
  return server.db
    .insertInto('invitations')
    .values({
      type: 'CHANNEL',
      created_by: from,
      email: email.toLowerCase(),
      zone_id: channel.zone_id,
      channel_id: channel.id,
      response,
      responded_at: response ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function block(server: TestServer, blocker: string, blocked: string): Promise<void> {
  await server.db.insertInto('user_blocks').values({ blocker_id: blocker, blocked_id: blocked }).execute();
}
