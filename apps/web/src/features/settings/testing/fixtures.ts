import {
  CHANNEL_PERMISSION_KEYS,
  DEFAULT_CHANNEL_PERMISSIONS,
  DEFAULT_ZONE_PERMISSIONS,
  ZONE_PERMISSION_KEYS,
  isBuiltInRole,
  type ChannelRole,
  type Channel,
  type MemberRow,
  type RoleCode,
  type UserChannel,
  type UserZone,
  type Zone,
  type ZoneRole,
} from '@plaza/contract';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const createdOn = '2026-03-04T09:00:00.000Z';

export const ZONE_ID = id(1);
export const CHANNEL_ID = id(2);
const ROLE_IDS = new Map<RoleCode, string>([
  ['OWNER', id(11)],
  ['MODERATOR', id(12)],
  ['USER', id(13)],
]);
/** A role's id: fixed for the built-in ones, the next free one for a custom code. */
function roleId(roleCode: RoleCode): string {
  if (!ROLE_IDS.has(roleCode)) ROLE_IDS.set(roleCode, id(11 + ROLE_IDS.size));
  return ROLE_IDS.get(roleCode)!;
}
const allOff = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, false])) as Record<K, boolean>;

export function zone(overrides: Partial<Zone> = {}): Zone {
  return {
    id: ZONE_ID,
    name: 'Tea House',
    subdomain: 'tea-house',
    description: 'Green and black',
    public: true,
    displayPhoto: null,
    channelCount: 2,
    membersCount: 3,
    joined: true,
    createdOn,
    ...overrides,
  };
}

/** A zone role with its default flags; a custom role starts with every flag off. */
export const zoneRole = (roleCode: RoleCode): ZoneRole => ({
  id: roleId(roleCode),
  roleCode,
  ...(isBuiltInRole(roleCode) ? DEFAULT_ZONE_PERMISSIONS[roleCode] : allOff(ZONE_PERMISSION_KEYS)),
});
export const channelRole = (roleCode: RoleCode): ChannelRole => ({
  id: roleId(roleCode),
  roleCode,
  ...(isBuiltInRole(roleCode) ? DEFAULT_CHANNEL_PERMISSIONS[roleCode] : allOff(CHANNEL_PERMISSION_KEYS)),
});

export function userZone(roleCode: RoleCode, overrides: Partial<Zone> = {}): UserZone {
  // As the last owner: the server would refuse to let them leave.
  return { id: id(21), zone: zone(overrides), zoneRole: zoneRole(roleCode), canLeave: roleCode !== 'OWNER', createdOn };
}

export function channel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: CHANNEL_ID,
    name: 'Brewing',
    description: '',
    public: true,
    zoneId: ZONE_ID,
    displayPhoto: null,
    backgroundPhoto: null,
    zone_subdomain: 'tea-house',
    zone: { id: ZONE_ID, name: 'Tea House', subdomain: 'tea-house' },
    followersCount: 1,
    joined: true,
    createdOn,
    ...overrides,
  };
}

export function userChannel(roleCode: RoleCode, overrides: Partial<Channel> = {}, membershipId = id(31)): UserChannel {
  return {
    id: membershipId,
    channel: channel(overrides),
    channelRole: channelRole(roleCode),
    canLeave: roleCode !== 'OWNER',
    livePostCount: 0,
    unseenPostCount: 0,
    createdOn,
  };
}

export function memberRow(n: number, fullName: string, role: RoleCode): MemberRow {
  return {
    id: id(40 + n),
    user: { id: id(50 + n), fullName, userName: null, displayPhoto: null },
    role,
    createdOn,
  };
}
