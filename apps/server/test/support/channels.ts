import { API_VERSION, api, buildPath, type ErrorReply, type RoleCode, type UserChannel } from '@plaza/contract';
import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { UserRow } from '../../src/db/schema.js';
import { MembershipRepository } from '../../src/features/places/membership.repository.js';
import { CHANNEL_PLACE, ZONE_PLACE } from '../../src/features/places/place-kind.js';
import type { CallResult, TestClient } from './client.js';
import { insertUser } from './factories.js';
import type { TestServer } from './server.js';

const unique = () => randomBytes(4).toString('hex');

/** A verified user, signed in through POST /auth/login. */
export async function signedInUser(server: TestServer, fullName = 'Grace Hopper') {
  const { row, password } = await insertUser(server, { fullName });
  const client = server.client();
  const res = await client.call(api.auth.login, { body: { emailOrUserName: row.email, password: password! } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { client, user: row };
}

/** Inserts a zone with its three roles; `owner` becomes its OWNER. */
export async function insertZone(server: TestServer, owner: UserRow | null, opts: { public?: boolean } = {}) {
  const id = unique();
  const zone = await server.db
    .insertInto('zones')
    .values({ name: `Zone ${id}`, subdomain: `zone-${id}`, public: opts.public ?? true, created_by: owner?.id ?? null })
    .returningAll()
    .executeTakeFirstOrThrow();
  const memberships = new MembershipRepository(server.db);
  await memberships.createRoles(ZONE_PLACE, server.db, zone.id);
  if (owner) await memberships.addMember(ZONE_PLACE, server.db, owner.id, zone.id, 'OWNER');
  return zone;
}

export async function addZoneMember(server: TestServer, user: UserRow, zoneId: string, role: RoleCode = 'USER') {
  await new MembershipRepository(server.db).addMember(ZONE_PLACE, server.db, user.id, zoneId, role);
}

/**
 * Inserts a channel with its three roles, `owner` as its OWNER (and a member of the zone).
 * Fast: no HTTP, no plan check. Use `createChannel` to go through the API.
 */
export async function insertChannel(
  server: TestServer,
  zoneId: string,
  owner: UserRow,
  opts: { name?: string; public?: boolean; description?: string } = {},
) {
  const channel = await server.db
    .insertInto('channels')
    .values({
      zone_id: zoneId,
      name: opts.name ?? `Channel ${unique()}`,
      description: opts.description ?? '',
      public: opts.public ?? true,
      created_by: owner.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const memberships = new MembershipRepository(server.db);
  await memberships.createRoles(CHANNEL_PLACE, server.db, channel.id);
  await memberships.addMember(ZONE_PLACE, server.db, owner.id, zoneId, 'USER');
  await memberships.addMember(CHANNEL_PLACE, server.db, owner.id, channel.id, 'OWNER');
  return channel;
}

/** Makes the user a follower of the channel with the role (and a member of its zone). */
export async function follow(
  server: TestServer,
  user: UserRow,
  channel: { id: string; zone_id: string },
  role: RoleCode = 'USER',
) {
  const memberships = new MembershipRepository(server.db);
  await memberships.addMember(ZONE_PLACE, server.db, user.id, channel.zone_id, 'USER');
  await memberships.addMember(CHANNEL_PLACE, server.db, user.id, channel.id, role);
}

export async function createChannel(
  client: TestClient,
  zoneId: string,
  body: { name?: string; description?: string; public?: boolean } = {},
): Promise<UserChannel> {
  const res = await client.call(api.channels.create, {
    params: { zoneId },
    body: { name: `Channel ${unique()}`, ...body },
  });
  if (res.status !== 200) throw new Error(`create channel failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Everything stored about a channel: to check that a refused call changed nothing. */
export async function channelState(server: TestServer, channelId: string) {
  const channel = await server.db.selectFrom('channels').selectAll().where('id', '=', channelId).executeTakeFirst();
  const roles = await server.db
    .selectFrom('channel_roles')
    .selectAll()
    .where('channel_id', '=', channelId)
    .orderBy('role_code')
    .execute();
  const members = await server.db
    .selectFrom('user_channels')
    .select(['id', 'user_id', 'channel_role_id'])
    .where('channel_id', '=', channelId)
    .orderBy('id')
    .execute();
  return { channel, roles, members };
}

export async function roleOf(server: TestServer, userId: string, channelId: string): Promise<RoleCode | undefined> {
  const row = await server.db
    .selectFrom('user_channels as uc')
    .innerJoin('channel_roles as r', 'r.id', 'uc.channel_role_id')
    .select('r.role_code')
    .where('uc.user_id', '=', userId)
    .where('uc.channel_id', '=', channelId)
    .executeTakeFirst();
  return row?.role_code;
}

export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();
}

type Slot = 'display' | 'background';
type PhotoReply = CallResult<Record<string, unknown> & Partial<ErrorReply>>;

/** PUT /channel/:id/display-photo or /background-photo as a browser form would send it. */
export function uploadChannelPhoto(
  client: TestClient,
  channelId: string,
  slot: Slot,
  data: Buffer,
): Promise<PhotoReply> {
  const endpoint = slot === 'display' ? api.channels.uploadPhoto : api.channels.uploadBackground;
  const form = new FormData();
  form.append('photoFile', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo.png');
  const url = `/${API_VERSION}${buildPath(endpoint.path, { id: channelId })}`;
  return client.fetch(url, { method: 'PUT', body: form }) as Promise<PhotoReply>;
}

export function channelPhotoUrl(client: TestClient, file: string): string {
  return `${client.baseUrl}/${API_VERSION}${buildPath(api.channels.photo.path, { file })}`;
}

/** The stored channel photo files, by name. */
export async function storedChannelPhotos(dataDir: string): Promise<string[]> {
  return (await readdir(join(dataDir, 'media/channel-photos')).catch(() => [] as string[])).sort();
}

export async function clearMedia(dataDir: string): Promise<void> {
  for (const dir of ['media', 'tmp']) await rm(join(dataDir, dir), { recursive: true, force: true });
}

export const MISSING_ID = '00000000-0000-4000-8000-000000000000';
