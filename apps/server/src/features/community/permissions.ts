import type { ChannelPermissionKey, ZonePermissionKey } from '@plaza/contract';
import type { ChannelRoleRow, ZoneRoleRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

const ZONE_COLUMNS: Record<ZonePermissionKey, keyof ZoneRoleRow> = {
  canCreateChannel: 'can_create_channel',
  canInvite: 'can_invite',
  canDelete: 'can_delete',
  canEdit: 'can_edit',
  canManageRole: 'can_manage_role',
};

const CHANNEL_COLUMNS: Record<ChannelPermissionKey, keyof ChannelRoleRow> = {
  canInvite: 'can_invite',
  canDelete: 'can_delete',
  canEdit: 'can_edit',
  canManageRole: 'can_manage_role',
};

export const zoneColumnOf = (flag: ZonePermissionKey) => ZONE_COLUMNS[flag];
export const channelColumnOf = (flag: ChannelPermissionKey) => CHANNEL_COLUMNS[flag];

/** NOT_AUTHORIZED unless the caller's role in the zone holds the flag. */
export function requireZoneFlag(role: ZoneRoleRow | null | undefined, flag: ZonePermissionKey): ZoneRoleRow {
  if (!role || role[ZONE_COLUMNS[flag]] !== true) throw new AppError('NOT_AUTHORIZED');
  return role;
}

export function requireChannelFlag(
  role: ChannelRoleRow | null | undefined,
  flag: ChannelPermissionKey,
): ChannelRoleRow {
  if (!role || role[CHANNEL_COLUMNS[flag]] !== true) throw new AppError('NOT_AUTHORIZED');
  return role;
}

export function toZoneRoleDto(role: ZoneRoleRow) {
  return {
    id: role.id,
    roleCode: role.role_code,
    canCreateChannel: role.can_create_channel,
    canInvite: role.can_invite,
    canDelete: role.can_delete,
    canEdit: role.can_edit,
    canManageRole: role.can_manage_role,
  };
}

export function toChannelRoleDto(role: ChannelRoleRow) {
  return {
    id: role.id,
    roleCode: role.role_code,
    canInvite: role.can_invite,
    canDelete: role.can_delete,
    canEdit: role.can_edit,
    canManageRole: role.can_manage_role,
  };
}
