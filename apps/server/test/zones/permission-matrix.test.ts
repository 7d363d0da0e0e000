import { API_VERSION, api, buildPath, type RoleCode } from '@plaza/contract';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallResult, TestClient } from '../support/client.js';
import {
  MANY_LOGINS,
  addZoneMember,
  createZone,
  signedIn,
  useStudioPlan,
  zoneRoleOf,
  zoneSnapshot,
  type Member,
} from '../support/community.js';
import { useTestServer } from '../support/server.js';
import { makeImage } from '../profile/support.js';

/**
 * Every protected zone call, tried by every kind of caller: exactly the right ones succeed, and
 * a refused call changes nothing (the zone, its roles, members, invitations, queued mail, photos).
 */
const server = useTestServer({ loginLimits: MANY_LOGINS }, { reset: false });
let people: Record<'nonMember' | 'user' | 'moderator' | 'owner' | 'otherOwner' | 'target', Member>;
let image: Buffer;

beforeAll(async () => {
  const [nonMember, user, moderator, owner, otherOwner, target] = await Promise.all(
    Array.from({ length: 6 }, () => signedIn(server)),
  );
  people = {
    nonMember: nonMember!,
    user: user!,
    moderator: moderator!,
    owner: owner!,
    otherOwner: otherOwner!,
    target: target!,
  };
  await useStudioPlan(server, people.owner.id);
  await createZone(people.otherOwner);
  image = await makeImage('png');
});

type Caller = 'anonymous' | 'nonMember' | 'otherOwner' | 'user' | 'moderator' | 'owner';
const CALLERS: Caller[] = ['anonymous', 'nonMember', 'otherOwner', 'user', 'moderator', 'owner'];
const MEMBERS: Caller[] = ['user', 'moderator', 'owner'];

interface Call {
  name: string;
  /** Who may make the call when the zone is public; for a private one, the same minus non-members. */
  allowed: Caller[];
  send(client: TestClient, zoneId: string, caller: Caller): Promise<CallResult<unknown>>;
  /** Runs once on the fresh zone before any caller tries the call. */
  prepare?(zoneId: string): Promise<void>;
}

/** The custom role each caller tries to remove: every one exists, so only permissions decide. */
const spareRole = (caller: Caller) => `SPARE_${caller.toUpperCase()}`;

/** Moves the target between USER and FAN, two roles ranked below MODERATOR. */
async function flipRole(zoneId: string): Promise<RoleCode> {
  return (await zoneRoleOf(server, people.target.id, zoneId)) === 'USER' ? 'FAN' : 'USER';
}

const CALLS: Call[] = [
  {
    name: 'update',
    allowed: ['moderator', 'owner'],
    send: (c, id, caller) => c.call(api.zones.update, { params: { id }, body: { name: `Renamed by ${caller}` } }),
  },
  {
    name: 'photo',
    allowed: ['moderator', 'owner'],
    send: (c, id) => {
      const form = new FormData();
      form.append('photoFile', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'z.png');
      return c.fetch(`/${API_VERSION}${buildPath(api.zones.uploadPhoto.path, { id })}`, { method: 'PUT', body: form });
    },
  },
  { name: 'remove', allowed: ['owner'], send: (c, id) => c.call(api.zones.remove, { params: { id } }) },
  { name: 'roles', allowed: ['moderator', 'owner'], send: (c, id) => c.call(api.zones.roles, { params: { id } }) },
  {
    name: 'updatePermissions',
    allowed: ['moderator', 'owner'],
    send: async (c, id) => {
      const roles = await server.db.selectFrom('zone_roles').selectAll().where('zone_id', '=', id).execute();
      const current = roles.find((r) => r.role_code === 'USER')?.can_create_channel ?? false;
      return c.call(api.zones.updatePermissions, {
        params: { id },
        body: { roleCode: 'USER', permissions: { canCreateChannel: !current } },
      });
    },
  },
  {
    name: 'changeRole',
    allowed: ['moderator', 'owner'],
    prepare: async (id) => {
      const res = await people.owner.client.call(api.zones.createRole, { params: { id }, body: { roleCode: 'FAN' } });
      if (res.status !== 200) throw new Error(`createRole failed: ${JSON.stringify(res.body)}`);
    },
    send: async (c, id) =>
      c.call(api.zones.changeRole, {
        params: { id },
        body: { userId: people.target.id, zoneRoleCode: await flipRole(id) },
      }),
  },
  {
    name: 'createRole',
    allowed: ['moderator', 'owner'],
    send: (c, id, caller) =>
      c.call(api.zones.createRole, {
        params: { id },
        body: { roleCode: `BY_${caller.toUpperCase()}`, permissions: { canInvite: true } },
      }),
  },
  {
    name: 'removeRole',
    allowed: ['moderator', 'owner'],
    prepare: async (id) => {
      for (const caller of CALLERS) {
        const res = await people.owner.client.call(api.zones.createRole, {
          params: { id },
          body: { roleCode: spareRole(caller), permissions: {} },
        });
        if (res.status !== 200) throw new Error(`createRole failed: ${JSON.stringify(res.body)}`);
      }
    },
    send: (c, id, caller) => c.call(api.zones.removeRole, { params: { id, roleCode: spareRole(caller) } }),
  },
  {
    name: 'invite',
    allowed: ['user', 'moderator', 'owner'],
    send: (c, id, caller) =>
      c.call(api.zones.invite, { params: { id }, body: { email: `invited-by-${caller}-${id}@example.com` } }),
  },
  {
    name: 'members',
    allowed: ['nonMember', 'otherOwner', ...MEMBERS],
    send: (c, id) => c.call(api.zones.members, { params: { id } }),
  },
  {
    name: 'detail',
    allowed: ['nonMember', 'otherOwner', ...MEMBERS],
    send: (c, id) => c.call(api.zones.detail, { params: { id } }),
  },
];

async function freshZone(isPublic: boolean): Promise<string> {
  const zone = await createZone(people.owner, { public: isPublic });
  await addZoneMember(server, people.user.id, zone.id, 'USER');
  await addZoneMember(server, people.moderator.id, zone.id, 'MODERATOR');
  await addZoneMember(server, people.target.id, zone.id, 'USER');
  return zone.id;
}

const photoCount = async () =>
  (await readdir(join(server.config.dataDir, 'media/zone-photos')).catch(() => [] as string[])).length;

function expectedRefusal(caller: Caller, isPublic: boolean): [number, string] {
  if (caller === 'anonymous') return [401, 'NOT_SIGNED_IN'];
  const member = MEMBERS.includes(caller);
  return !isPublic && !member ? [404, 'ZONE_NOT_FOUND'] : [403, 'NOT_AUTHORIZED'];
}

describe.each([
  ['public', true],
  ['private', false],
])('permission matrix on a %s zone', (_label, isPublic) => {
  it.each(CALLS.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const zoneId = await freshZone(isPublic);
    await call.prepare?.(zoneId);
    const allowed = call.allowed.filter((c) => isPublic || MEMBERS.includes(c));
    for (const caller of CALLERS) {
      const client = caller === 'anonymous' ? server.client() : people[caller].client;
      const before = { ...(await zoneSnapshot(server, zoneId)), photos: await photoCount() };
      const res = (await call.send(client, zoneId, caller)) as CallResult<{ message?: unknown }>;
      if (allowed.includes(caller)) {
        expect(res.status, `${call.name} by ${caller}: ${JSON.stringify(res.body)}`).toBe(200);
        continue;
      }
      const [status, code] = expectedRefusal(caller, isPublic);
      expect([res.status, res.body.message], `${call.name} by ${caller}`).toEqual([status, code]);
      expect({ ...(await zoneSnapshot(server, zoneId)), photos: await photoCount() }).toEqual(before);
    }
  });
});
