import { api, type RoleCode } from '@plaza/contract';
import { randomBytes } from 'node:crypto';
import { MembershipRepository } from '../../src/features/places/membership.repository.js';
import { CHANNEL_PLACE, ZONE_PLACE } from '../../src/features/places/place-kind.js';
import type { TestClient } from './client.js';
import { insertUser } from './factories.js';
import type { TestServer } from './server.js';

const unique = () => randomBytes(4).toString('hex');

/** Many sign-ins per test: the per-address sign-in limit would otherwise stop the factories. */
export const MANY_LOGINS = { windowMs: 60_000, failuresPerAccount: 10, attemptsPerAddress: 10_000 };

export interface Member {
  client: TestClient;
  id: string;
  email: string;
  fullName: string;
}

/** Inserts a verified user and signs them in; the client carries their session. */
export async function signedIn(server: TestServer, overrides: Parameters<typeof insertUser>[1] = {}): Promise<Member> {
  const { row, password } = await insertUser(server, overrides);
  const client = server.client();
  const res = await client.call(api.auth.login, { body: { emailOrUserName: row.email, password: password! } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { client, id: row.id, email: row.email, fullName: row.full_name };
}

export type ZoneOptions = Partial<{ name: string; subdomain: string; public: boolean; description: string }>;

/** Creates a zone through the API, as its owner would; answers the zone. */
export async function createZone(owner: Member, options: ZoneOptions = {}) {
  const id = unique();
  const res = await owner.client.call(api.zones.create, {
    body: {
      name: options.name ?? `Zone ${id}`,
      subdomain: options.subdomain ?? `zone-${id}`,
      description: options.description ?? '',
      public: options.public ?? true,
    },
  });
  if (res.status !== 200) throw new Error(`zone create failed: ${JSON.stringify(res.body)}`);
  return res.body.zone;
}

export async function addZoneMember(server: TestServer, userId: string, zoneId: string, role: RoleCode = 'USER') {
  const members = new MembershipRepository(server.db);
  await members.addMember(ZONE_PLACE, server.db, userId, zoneId, role);
  await members.setMemberRole(ZONE_PLACE, server.db, userId, zoneId, role);
}

/** Inserts a channel with its roles; its owner follows it and belongs to its zone. */
export async function insertChannel(
  server: TestServer,
  zoneId: string,
  ownerId: string,
  options: Partial<{ name: string; public: boolean }> = {},
) {
  const channel = await server.db
    .insertInto('channels')
    .values({ zone_id: zoneId, name: options.name ?? `Channel ${unique()}`, public: options.public ?? true })
    .returningAll()
    .executeTakeFirstOrThrow();
  const members = new MembershipRepository(server.db);
  await members.createRoles(CHANNEL_PLACE, server.db, channel.id);
  await members.addMember(ZONE_PLACE, server.db, ownerId, zoneId, 'USER');
  await members.addMember(CHANNEL_PLACE, server.db, ownerId, channel.id, 'OWNER');
  return channel;
}

export async function followChannel(server: TestServer, userId: string, channelId: string, role: RoleCode = 'USER') {
  const members = new MembershipRepository(server.db);
  const { zone_id } = await server.db
    .selectFrom('channels')
    .select('zone_id')
    .where('id', '=', channelId)
    .executeTakeFirstOrThrow();
  await members.addMember(ZONE_PLACE, server.db, userId, zone_id, 'USER');
  await members.addMember(CHANNEL_PLACE, server.db, userId, channelId, role);
}

/** The user's role code in the zone, or null when not a member. */
export async function zoneRoleOf(server: TestServer, userId: string, zoneId: string): Promise<RoleCode | null> {
  const membership = await new MembershipRepository(server.db).membership(ZONE_PLACE, userId, zoneId);
  return membership?.role.role_code ?? null;
}

export const zoneRow = (server: TestServer, id: string) =>
  server.db.selectFrom('zones').selectAll().where('id', '=', id).executeTakeFirst();

export const zoneRoleRows = (server: TestServer, zoneId: string) =>
  server.db.selectFrom('zone_roles').selectAll().where('zone_id', '=', zoneId).orderBy('role_code').execute();

export const invitationRows = (server: TestServer) =>
  server.db.selectFrom('invitations').selectAll().orderBy('created_at').execute();

export async function countRows(server: TestServer, table: 'zones' | 'user_zones' | 'invitations' | 'jobs') {
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Everything a zone call could change: compare before and after a refused call. */
export async function zoneSnapshot(server: TestServer, zoneId: string) {
  return {
    zone: await zoneRow(server, zoneId),
    roles: await zoneRoleRows(server, zoneId),
    members: await server.db
      .selectFrom('user_zones as uz')
      .innerJoin('zone_roles as r', 'r.id', 'uz.zone_role_id')
      .select(['uz.user_id', 'r.role_code'])
      .where('uz.zone_id', '=', zoneId)
      .orderBy('uz.user_id')
      .execute(),
    invitations: await server.db.selectFrom('invitations').selectAll().where('zone_id', '=', zoneId).execute(),
    jobs: await countRows(server, 'jobs'),
  };
}

/** Moves the user to the largest plan, for tests that create more zones than the free plan allows. */
export async function useStudioPlan(server: TestServer, userId: string) {
  await server.db.updateTable('users').set({ membership_plan: 'studio' }).where('id', '=', userId).execute();
}
