import {
  CHANNEL_PERMISSION_KEYS,
  DEFAULT_CHANNEL_PERMISSIONS,
  DEFAULT_ZONE_PERMISSIONS,
  ZONE_PERMISSION_KEYS,
  type BuiltInRoleCode,
  type ChannelPermissionKey,
  type ZonePermissionKey,
} from '@plaza/contract';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Every flag any place holds; a kind holds some of them. */
export type PlaceFlag = ZonePermissionKey;
/** A role row of any kind of place. */
export type PlaceRoleRow = Selectable<Database['zone_roles']> | Selectable<Database['channel_roles']>;
export type FlagColumn = 'can_create_channel' | 'can_invite' | 'can_delete' | 'can_edit' | 'can_manage_role';
/** A role row's flags, read by column. */
export type RoleFlags = Partial<Record<FlagColumn, boolean>>;

/** Where a kind of place keeps its roles and members. */
export interface PlaceTables {
  roleTable: 'zone_roles' | 'channel_roles';
  memberTable: 'user_zones' | 'user_channels';
  /** The place's id column, in both tables. */
  placeColumn: 'zone_id' | 'channel_id';
  /** The members table's column naming the role held. */
  roleColumn: 'zone_role_id' | 'channel_role_id';
}

/**
 * A kind of place people belong to with a role: a zone, a channel. Memberships, roles, the member
 * table and the access check (this folder) are written once against this descriptor.
 *
 * A third kind (meetings) plugs in with: a roles table (id, <place>_id, role_code, one boolean
 * column per flag) and a members table (id, user_id, <place>_id, <place>_role_id, created_at) in a
 * migration and db/schema.ts; their names added to the unions below; its flags and default
 * permissions in the contract (limits.ts) and its endpoints from placeRoleEndpoints there; then
 * one descriptor like ZONE_PLACE, and a PlaceAccess and a PlaceRoleService built from it.
 */
export interface PlaceKind<K extends PlaceFlag = PlaceFlag> extends PlaceTables {
  keys: readonly K[];
  /** Each flag's column in the roles table. */
  columns: Record<K, FlagColumn>;
  /** The flags of the built-in roles a new place starts with. */
  defaults: Record<BuiltInRoleCode, Record<K, boolean>>;
  /** What a place the caller may not see answers (its existence is never revealed). */
  notFound: 'ZONE_NOT_FOUND' | 'CHANNEL_NOT_FOUND';
  /** Whether the member table lists owners, then moderators, first (else by joining time only). */
  membersByRank: boolean;
}

export const ZONE_PLACE: PlaceKind<ZonePermissionKey> = {
  roleTable: 'zone_roles',
  memberTable: 'user_zones',
  placeColumn: 'zone_id',
  roleColumn: 'zone_role_id',
  keys: ZONE_PERMISSION_KEYS,
  columns: {
    canCreateChannel: 'can_create_channel',
    canInvite: 'can_invite',
    canDelete: 'can_delete',
    canEdit: 'can_edit',
    canManageRole: 'can_manage_role',
  },
  defaults: DEFAULT_ZONE_PERMISSIONS,
  notFound: 'ZONE_NOT_FOUND',
  membersByRank: true,
};

export const CHANNEL_PLACE: PlaceKind<ChannelPermissionKey> = {
  roleTable: 'channel_roles',
  memberTable: 'user_channels',
  placeColumn: 'channel_id',
  roleColumn: 'channel_role_id',
  keys: CHANNEL_PERMISSION_KEYS,
  columns: { canInvite: 'can_invite', canDelete: 'can_delete', canEdit: 'can_edit', canManageRole: 'can_manage_role' },
  defaults: DEFAULT_CHANNEL_PERMISSIONS,
  notFound: 'CHANNEL_NOT_FOUND',
  membersByRank: false,
};
