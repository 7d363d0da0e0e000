import type { ZonePermissionKey } from '@plaza/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallResult, TestClient } from './client.js';
import { MANY_LOGINS, signedIn, type Member } from './community.js';
import { insertUser } from './factories.js';
import { type TestServer, useTestServer } from './server.js';

/**
 * The escalation matrix of a place with roles (a zone or a channel): every kind of caller tries
 * every role-changing call on every role, and the answer must be exactly the one the rank rule
 * gives; a refused call must change nothing. Each place kind supplies a PlaceKit.
 */

/** The roles of every place in the matrix: the built-in three and three custom ones. */
export const ROLE_NAMES = ['OWNER', 'MODERATOR', 'USER', 'HELPER', 'DEPUTY', 'GUEST'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
/** Custom roles nobody holds, so removing them can succeed. */
type SpareRole = 'SPARE_LOW' | 'SPARE_HIGH';

export type Caller = 'OWNER' | 'MODERATOR' | 'USER' | 'HELPER' | 'DEPUTY' | 'nonMember' | 'superAdmin' | 'zoneOwner';
type Reply = CallResult<{ message?: unknown }>;
type Flags = Partial<Record<ZonePermissionKey, boolean>>;

export interface PlaceKit {
  label: 'zone' | 'channel';
  notFound: 'ZONE_NOT_FOUND' | 'CHANNEL_NOT_FOUND';
  keys: readonly ZonePermissionKey[];
  /** The default flags of the built-in MODERATOR and USER roles of this kind of place. */
  defaults: { MODERATOR: Record<string, boolean>; USER: Record<string, boolean> };
  /** Callers only this kind of place has (the owner of a channel's zone). */
  extraCallers: Caller[];
  /**
   * A fresh place, public unless said: `owner` its OWNER, `zoneOwner` the OWNER of its zone where
   * it has one, the custom roles added with their flags, and each member given their role.
   */
  create(
    server: TestServer,
    people: { owner: string; zoneOwner: string },
    roles: { code: string; flags: Record<string, boolean> }[],
    members: { userId: string; role: string }[],
    isPublic?: boolean,
  ): Promise<string>;
  snapshot(server: TestServer, id: string): Promise<unknown>;
  updatePermissions(client: TestClient, id: string, roleCode: string, permissions: Flags): Promise<Reply>;
  createRole(client: TestClient, id: string, roleCode: string, permissions: Flags): Promise<Reply>;
  removeRole(client: TestClient, id: string, roleCode: string): Promise<Reply>;
  changeRole(client: TestClient, id: string, userId: string, roleCode: string): Promise<Reply>;
  remove(client: TestClient, id: string): Promise<Reply>;
}

/**
 * Which roles each caller outranks, written out by hand from the rule "OWNER outranks every role;
 * another role ranks below yours when it holds only flags yours holds, and fewer". HELPER holds
 * canInvite and canManageRole (a subset of MODERATOR's flags); DEPUTY every flag, granted by the
 * owner; GUEST and SPARE_LOW none; SPARE_HIGH every flag.
 */
const OUTRANKS: Record<Caller, readonly (RoleName | SpareRole)[]> = {
  OWNER: [...ROLE_NAMES, 'SPARE_LOW', 'SPARE_HIGH'],
  MODERATOR: ['USER', 'HELPER', 'GUEST', 'SPARE_LOW'],
  HELPER: ['USER', 'GUEST', 'SPARE_LOW'],
  DEPUTY: ['MODERATOR', 'USER', 'HELPER', 'GUEST', 'SPARE_LOW'],
  USER: [],
  nonMember: [],
  superAdmin: [],
  zoneOwner: [],
};
/** The callers whose role in the place holds canManageRole; everyone else is refused every role call. */
const MANAGERS: readonly Caller[] = ['OWNER', 'MODERATOR', 'HELPER', 'DEPUTY'];
/** Who may delete the place: its OWNER, the DEPUTY the owner granted canDelete, and the super admin. */
const DELETERS: readonly Caller[] = ['OWNER', 'DEPUTY', 'superAdmin'];

type Expected = [number, string | undefined];
const OK: Expected = [200, undefined];
const REFUSED: Expected = [403, 'NOT_AUTHORIZED'];

interface Probe {
  name: string;
  send(client: TestClient, placeId: string): Promise<Reply>;
  expected: Expected;
}

/** Runs the matrix of one kind of place. */
export function describeEscalationMatrix(kit: PlaceKit): void {
  const server = useTestServer({ loginLimits: MANY_LOGINS }, { reset: false });
  const clients = new Map<Caller, Member>();
  const targets = new Map<RoleName, string>();
  const callers: Caller[] = ['OWNER', 'MODERATOR', 'USER', 'HELPER', 'DEPUTY', 'nonMember', 'superAdmin'];
  callers.push(...kit.extraCallers);

  const flagsOf = (role: RoleName | SpareRole): ZonePermissionKey[] => {
    if (role === 'MODERATOR' || role === 'USER') return kit.keys.filter((key) => kit.defaults[role][key]);
    if (role === 'HELPER') return ['canInvite', 'canManageRole'];
    return role === 'GUEST' || role === 'SPARE_LOW' ? [] : [...kit.keys];
  };
  const callerFlags = (caller: Caller): ZonePermissionKey[] =>
    (ROLE_NAMES as readonly string[]).includes(caller) ? flagsOf(caller as RoleName) : [];
  /** The rule for a set of flags that is not one of the roles above: a strict subset of the caller's. */
  const below = (flags: readonly ZonePermissionKey[], caller: Caller) =>
    caller === 'OWNER' ||
    (flags.length < callerFlags(caller).length && flags.every((f) => callerFlags(caller).includes(f)));
  const asFlags = (keys: readonly string[], value = true): Flags => Object.fromEntries(keys.map((k) => [k, value]));

  beforeAll(async () => {
    for (const caller of callers) clients.set(caller, await signedIn(server, { fullName: caller }));
    const admin = clients.get('superAdmin')!;
    await server.db.updateTable('users').set({ is_super_admin: true }).where('id', '=', admin.id).execute();
    for (const role of ROLE_NAMES) {
      targets.set(role, (await insertUser(server, { fullName: `Target ${role}`, password: null })).row.id);
    }
  });

  async function freshPlace(isPublic = true): Promise<string> {
    const members = [
      ...(['MODERATOR', 'USER', 'HELPER', 'DEPUTY'] as const).map((role) => ({
        userId: clients.get(role)!.id,
        role,
      })),
      ...ROLE_NAMES.map((role) => ({ userId: targets.get(role)!, role })),
    ];
    const roles = (['HELPER', 'DEPUTY', 'GUEST', 'SPARE_LOW', 'SPARE_HIGH'] as const).map((code) => ({
      code,
      flags: Object.fromEntries(kit.keys.map((key) => [key, flagsOf(code).includes(key)])),
    }));
    const people = { owner: clients.get('OWNER')!.id, zoneOwner: clients.get('zoneOwner')?.id ?? '' };
    return kit.create(server, people, roles, members, isPublic);
  }

  function updatePermissionProbes(caller: Caller): Probe[] {
    const probes: Probe[] = [];
    for (const role of ROLE_NAMES) {
      const held = flagsOf(role);
      const changes: [string, Flags][] = [];
      if (held[0]) changes.push([`revoke ${held[0]}`, { [held[0]]: false }]);
      for (const flag of ['canDelete', 'canInvite'] as const) {
        if (!held.includes(flag)) changes.push([`grant ${flag}`, { [flag]: true }]);
      }
      if (callerFlags(caller).length > 0) changes.push(["raise to the caller's flags", asFlags(callerFlags(caller))]);
      for (const [label, permissions] of changes) {
        const after = kit.keys.filter((key) => permissions[key] ?? held.includes(key));
        let expected: Expected;
        if (!MANAGERS.includes(caller)) expected = REFUSED;
        else if (role === 'OWNER') expected = [403, 'CHANGE_SUPER_ADMIN_PERMISSION'];
        else if (!OUTRANKS[caller].includes(role)) expected = REFUSED;
        else if ([...after].sort().join() === [...held].sort().join()) expected = [400, 'NO_CHANGES_DETECTED'];
        else expected = below(after, caller) ? OK : REFUSED;
        probes.push({
          name: `updatePermissions ${role}: ${label}`,
          send: (c, id) => kit.updatePermissions(c, id, role, permissions),
          expected,
        });
      }
    }
    return probes;
  }

  function createRoleProbes(caller: Caller): Probe[] {
    const sets: [string, ZonePermissionKey[]][] = [
      ['no flags', []],
      ['canInvite', ['canInvite']],
      ['canDelete', ['canDelete']],
      ['canEdit and canInvite', ['canEdit', 'canInvite']],
      ["the caller's own flags", callerFlags(caller)],
      ['every flag', [...kit.keys]],
    ];
    return sets.map(([label, flags]) => ({
      name: `createRole with ${label}`,
      send: (c, id) => kit.createRole(c, id, 'NEW_ROLE', asFlags(flags)),
      expected: MANAGERS.includes(caller) && below(flags, caller) ? OK : REFUSED,
    }));
  }

  function removeRoleProbes(caller: Caller): Probe[] {
    const codes = ['MODERATOR', 'HELPER', 'DEPUTY', 'GUEST', 'SPARE_LOW', 'SPARE_HIGH'] as const;
    return codes.map((code) => {
      let expected: Expected;
      if (!MANAGERS.includes(caller)) expected = REFUSED;
      else if (code === 'MODERATOR') expected = [400, 'BUILT_IN_ROLE'];
      else if (!OUTRANKS[caller].includes(code)) expected = REFUSED;
      else expected = code.startsWith('SPARE') ? OK : [409, 'USERS_USING_ROLE'];
      return { name: `removeRole ${code}`, send: (c, id) => kit.removeRole(c, id, code), expected };
    });
  }

  function changeRoleProbes(caller: Caller): Probe[] {
    const probes: Probe[] = [];
    for (const from of ROLE_NAMES) {
      for (const to of ROLE_NAMES) {
        if (from === to) continue;
        const allowed = MANAGERS.includes(caller) && OUTRANKS[caller].includes(from) && OUTRANKS[caller].includes(to);
        probes.push({
          name: `changeRole of a ${from} to ${to}`,
          send: (c, id) => kit.changeRole(c, id, targets.get(from)!, to),
          expected: allowed ? OK : REFUSED,
        });
      }
    }
    for (const to of ROLE_NAMES) {
      const own = caller === to;
      let expected: Expected = REFUSED;
      if (caller === 'OWNER') expected = own ? [409, 'USER_ROLE_EXIST'] : OK;
      probes.push({
        name: `changeRole of oneself to ${to}`,
        send: (c, id) => kit.changeRole(c, id, clients.get(caller)!.id, to),
        expected,
      });
    }
    return probes;
  }

  const deleteProbes = (caller: Caller): Probe[] => [
    {
      name: 'remove the place',
      send: (c, id) => kit.remove(c, id),
      expected: DELETERS.includes(caller) ? OK : REFUSED,
    },
  ];

  const KINDS: [string, (caller: Caller) => Probe[]][] = [
    ['updatePermissions', updatePermissionProbes],
    ['createRole', createRoleProbes],
    ['removeRole', removeRoleProbes],
    ['changeRole', changeRoleProbes],
    ['remove', deleteProbes],
  ];

  describe(`the moderator's way to delete the owner's ${kit.label}`, () => {
    it('is closed: it cannot grant itself canDelete, nor create or take an all-flags role, so it cannot delete', async () => {
      const placeId = await freshPlace();
      const moderator = clients.get('MODERATOR')!;
      const before = await kit.snapshot(server, placeId);
      const attempts = [
        await kit.updatePermissions(moderator.client, placeId, 'MODERATOR', { canDelete: true }),
        await kit.createRole(moderator.client, placeId, 'ROOT', asFlags(kit.keys)),
        await kit.changeRole(moderator.client, placeId, moderator.id, 'DEPUTY'),
        await kit.updatePermissions(moderator.client, placeId, 'USER', { canDelete: true }),
        await kit.remove(moderator.client, placeId),
      ];
      expect(attempts.map((res) => [res.status, res.body.message])).toEqual(Array(attempts.length).fill(REFUSED));
      expect(await kit.snapshot(server, placeId)).toEqual(before);
    });
  });

  describe(`deleting a private ${kit.label}`, () => {
    it('is open to the super admin, who need not belong to it; a non-member is told it does not exist', async () => {
      const placeId = await freshPlace(false);
      const before = await kit.snapshot(server, placeId);
      const stranger = await kit.remove(clients.get('nonMember')!.client, placeId);
      expect([stranger.status, stranger.body.message]).toEqual([404, kit.notFound]);
      expect(await kit.snapshot(server, placeId)).toEqual(before);
      const admin = clients.get('superAdmin')!.client;
      expect((await kit.remove(admin, placeId)).status).toBe(200);
      const gone = await kit.remove(admin, placeId);
      expect([gone.status, gone.body.message]).toEqual([404, kit.notFound]);
    });
  });

  describe.each(KINDS)(`the ${kit.label} escalation matrix: %s`, (_kind, probesOf) => {
    it.each(callers)('by %s', async (caller) => {
      const client = clients.get(caller)!.client;
      const outcome: Record<string, Expected> = {};
      const expected: Record<string, Expected> = {};
      const changedWhenRefused: string[] = [];
      const unchangedWhenAllowed: string[] = [];
      // A refused call changes nothing, so the same place serves until a call succeeds.
      let placeId: string | null = null;
      for (const probe of probesOf(caller)) {
        placeId ??= await freshPlace();
        const before = await kit.snapshot(server, placeId);
        const res = await probe.send(client, placeId);
        const after = await kit.snapshot(server, placeId);
        outcome[probe.name] = [res.status, res.status === 200 ? undefined : String(res.body.message)];
        expected[probe.name] = probe.expected;
        if (res.status === 200) {
          if (JSON.stringify(after) === JSON.stringify(before)) unchangedWhenAllowed.push(probe.name);
          placeId = null;
        } else if (JSON.stringify(after) !== JSON.stringify(before)) {
          changedWhenRefused.push(probe.name);
        }
      }
      expect(outcome).toEqual(expected);
      expect(changedWhenRefused).toEqual([]);
      expect(unchangedWhenAllowed).toEqual([]);
    });
  });
}
