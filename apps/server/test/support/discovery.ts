import { randomBytes } from 'node:crypto';
import { MembershipRepository } from '../../src/features/places/membership.repository.js';
import { ZONE_PLACE } from '../../src/features/places/place-kind.js';
import { addZoneMember, followChannel } from './community.js';
import { insertUser } from './factories.js';
import type { TestServer } from './server.js';

const unique = () => randomBytes(4).toString('hex');

/**
 * Inserts a zone with its three roles and its owner, as POST /zone/create leaves it, but with
 * no membership-plan limit: suggestion tests need more zones per owner than the free plan allows.
 */
export async function insertZone(
  server: TestServer,
  ownerId: string,
  options: Partial<{ name: string; subdomain: string; public: boolean; description: string }> = {},
) {
  const id = unique();
  const zone = await server.db
    .insertInto('zones')
    .values({
      name: options.name ?? `Zone ${id}`,
      subdomain: options.subdomain ?? `zone-${id}`,
      description: options.description ?? '',
      public: options.public ?? true,
      created_by: ownerId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const members = new MembershipRepository(server.db);
  await members.createRoles(ZONE_PLACE, server.db, zone.id);
  await members.addMember(ZONE_PLACE, server.db, ownerId, zone.id, 'OWNER');
  return zone;
}

/** A verified user who never signs in (no password): an owner or a member in the background. */
export async function someone(server: TestServer, fullName?: string) {
  return (await insertUser(server, { password: null, ...(fullName ? { fullName } : {}) })).row;
}

/** Adds `count` new users to the zone, to make it busier. */
export async function addZoneMembers(server: TestServer, zoneId: string, count: number) {
  for (let i = 0; i < count; i++) await addZoneMember(server, (await someone(server)).id, zoneId);
}

/** Adds `count` new followers to the channel. */
export async function addFollowers(server: TestServer, channelId: string, count: number) {
  for (let i = 0; i < count; i++) await followChannel(server, (await someone(server)).id, channelId);
}
