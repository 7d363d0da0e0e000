import { api, type ChannelPermissionKey } from '@plaza/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema.js';
import {
  channelState,
  clearMedia,
  follow,
  insertChannel,
  insertZone,
  pngImage,
  signedInUser,
  storedChannelPhotos,
  uploadChannelPhoto,
} from '../support/channels.js';
import type { TestClient } from '../support/client.js';
import { insertUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();
beforeEach(async () => {
  await clearMedia(server.config.dataDir);
});

/** Refused callers first, so the ones who succeed change the channel only after every refusal was checked. */
const CALLERS = ['anonymous', 'nonMember', 'otherChannelOwner', 'USER', 'MODERATOR', 'OWNER'] as const;
type Caller = (typeof CALLERS)[number];

interface Ctx {
  channelId: string;
  target: UserRow;
  caller: Caller;
}

interface MatrixCall {
  name: string;
  /** The flag the call needs; null: anyone who may see the channel. */
  flag: ChannelPermissionKey | null;
  mutates: boolean;
  run(client: TestClient, ctx: Ctx): Promise<{ status: number }>;
  /** Runs once on the fresh channel, as its owner, before any caller tries the call. */
  prepare?(owner: TestClient, channelId: string): Promise<void>;
}

/** The custom role each caller tries to remove: every one exists, so only permissions decide. */
const spareRole = (caller: string) => `SPARE_${caller.toUpperCase()}`;

const CALLS: MatrixCall[] = [
  {
    name: 'update',
    flag: 'canEdit',
    mutates: true,
    run: (c, { channelId, caller }) =>
      c.call(api.channels.update, { params: { id: channelId }, body: { name: `Renamed by ${caller}` } }),
  },
  {
    name: 'display photo',
    flag: 'canEdit',
    mutates: true,
    run: async (c, { channelId }) => uploadChannelPhoto(c, channelId, 'display', await pngImage()),
  },
  {
    name: 'background photo',
    flag: 'canEdit',
    mutates: true,
    run: async (c, { channelId }) => uploadChannelPhoto(c, channelId, 'background', await pngImage()),
  },
  {
    name: 'remove',
    flag: 'canDelete',
    mutates: true,
    run: (c, { channelId }) => c.call(api.channels.remove, { params: { id: channelId } }),
  },
  {
    name: 'roles',
    flag: 'canManageRole',
    mutates: false,
    run: (c, { channelId }) => c.call(api.channels.roles, { params: { id: channelId } }),
  },
  {
    name: 'updatePermissions',
    flag: 'canManageRole',
    mutates: true,
    // The MODERATOR grants canEdit to USER, the OWNER takes it back; the others try canDelete.
    run: (c, { channelId, caller }) =>
      c.call(api.channels.updatePermissions, {
        params: { id: channelId },
        body: {
          roleCode: 'USER',
          permissions:
            caller === 'MODERATOR' ? { canEdit: true } : caller === 'OWNER' ? { canEdit: false } : { canDelete: true },
        },
      }),
  },
  {
    name: 'changeRole',
    flag: 'canManageRole',
    mutates: true,
    // The target starts as USER: the MODERATOR moves them to FAN (a role below its own), the OWNER back.
    prepare: async (owner, id) => {
      const res = await owner.call(api.channels.createRole, { params: { id }, body: { roleCode: 'FAN' } });
      if (res.status !== 200) throw new Error(`createRole failed: ${JSON.stringify(res.body)}`);
    },
    run: (c, { channelId, caller, target }) =>
      c.call(api.channels.changeRole, {
        params: { id: channelId },
        body: { userId: target.id, channelRoleCode: caller === 'OWNER' ? 'USER' : 'FAN' },
      }),
  },
  {
    name: 'createRole',
    flag: 'canManageRole',
    mutates: true,
    run: (c, { channelId, caller }) =>
      c.call(api.channels.createRole, {
        params: { id: channelId },
        body: { roleCode: `BY_${caller.toUpperCase()}`, permissions: { canEdit: true } },
      }),
  },
  {
    name: 'removeRole',
    flag: 'canManageRole',
    mutates: true,
    prepare: async (owner, id) => {
      for (const caller of CALLERS) {
        const res = await owner.call(api.channels.createRole, {
          params: { id },
          body: { roleCode: spareRole(caller), permissions: {} },
        });
        if (res.status !== 200) throw new Error(`createRole failed: ${JSON.stringify(res.body)}`);
      }
    },
    run: (c, { channelId, caller }) =>
      c.call(api.channels.removeRole, { params: { id: channelId, roleCode: spareRole(caller) } }),
  },
  {
    name: 'members',
    flag: null,
    mutates: false,
    run: (c, { channelId }) => c.call(api.channels.members, { params: { id: channelId } }),
  },
  {
    name: 'detail',
    flag: null,
    mutates: false,
    run: (c, { channelId }) => c.call(api.channels.detail, { params: { id: channelId } }),
  },
];

/** What the default roles allow (limits.ts DEFAULT_CHANNEL_PERMISSIONS), as each caller sees it. */
function expectedStatus(call: MatrixCall, caller: Caller, isPublic: boolean): number {
  if (caller === 'anonymous') return 401;
  const follower = caller === 'USER' || caller === 'MODERATOR' || caller === 'OWNER';
  if (!follower && !isPublic) return 404;
  if (call.flag === null || caller === 'OWNER') return 200;
  if (caller === 'MODERATOR') return call.flag === 'canDelete' ? 403 : 200;
  return 403;
}

async function world(isPublic: boolean) {
  const owner = await signedInUser(server, 'Owner');
  const zone = await insertZone(server, owner.user);
  const channel = await insertChannel(server, zone.id, owner.user, { public: isPublic });
  const clients = new Map<Caller, TestClient>([
    ['anonymous', server.client()],
    ['OWNER', owner.client],
  ]);
  for (const role of ['USER', 'MODERATOR'] as const) {
    const member = await signedInUser(server, role);
    await follow(server, member.user, channel, role);
    clients.set(role, member.client);
  }
  clients.set('nonMember', (await signedInUser(server, 'Stranger')).client);
  const other = await signedInUser(server, 'Other owner');
  await insertChannel(server, zone.id, other.user);
  clients.set('otherChannelOwner', other.client);
  const { row: target } = await insertUser(server, { fullName: 'Target', password: null });
  await follow(server, target, channel, 'USER');
  return { channelId: channel.id, target, clients };
}

const snapshot = async (channelId: string) => ({
  ...(await channelState(server, channelId)),
  photos: await storedChannelPhotos(server.config.dataDir),
});

describe.each([
  ['public', true],
  ['private', false],
])('the permission matrix of a %s channel in a public zone', (_label, isPublic) => {
  it.each(CALLS.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const { channelId, target, clients } = await world(isPublic);
    await call.prepare?.(clients.get('OWNER')!, channelId);
    const outcome: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const caller of CALLERS) {
      const before = await snapshot(channelId);
      const res = await call.run(clients.get(caller)!, { channelId, target, caller });
      outcome[caller] = res.status;
      expected[caller] = expectedStatus(call, caller, isPublic);
      const after = await snapshot(channelId);
      if (res.status !== 200 || !call.mutates) expect(after, `${caller} changed nothing`).toEqual(before);
      else expect(after, `${caller} changed the channel`).not.toEqual(before);
    }
    expect(outcome).toEqual(expected);
  });
});
