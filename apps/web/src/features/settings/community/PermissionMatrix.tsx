import { ActionIcon, Button, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import type { RankedRole, RoleCode, ZonePermissionKey } from '@plaza/contract';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { SideScroll } from '../../../components/SideScroll';
import { permissionLabel, type CommunityKind } from './community-text';
import {
  canRemoveRole,
  canToggle,
  clearRoleEdits,
  flagValue,
  isLockedRole,
  matrixColumns,
  pendingPermissions,
  toggleFlag,
  type MatrixEdits,
  type RoleWithFlags,
} from './permission-matrix';

interface PermissionMatrixProps<K extends ZonePermissionKey> {
  kind: CommunityKind;
  keys: readonly K[];
  roles: readonly RoleWithFlags<K>[];
  /** The caller's own role: boxes and removals the server would refuse them are disabled. */
  caller: RankedRole;
  /** Saves one role's changed flags; its ticks are forgotten once it resolves (the reply is merged). */
  save: (roleCode: RoleCode, permissions: Partial<Record<K, boolean>>) => Promise<unknown>;
  savingRole: RoleCode | null;
  /** Removes a custom role (asked for confirmation first); its column goes once the reply says so. */
  remove: (roleCode: RoleCode) => Promise<unknown>;
  removingRole: RoleCode | null;
}

/**
 * Rows: the permission flags; columns: the roles. OWNER is locked (spec 02 §6); each role saves
 * alone. Anyone but an owner may change only roles ranked below their own (canToggle).
 */
export function PermissionMatrix<K extends ZonePermissionKey>({
  kind,
  keys,
  roles,
  caller,
  save,
  savingRole,
  remove,
  removingRole,
}: PermissionMatrixProps<K>) {
  const [edits, setEdits] = useState<MatrixEdits<K>>({});
  const columns = matrixColumns(roles);

  const saveRole = (role: RoleWithFlags<K>) =>
    save(role.roleCode, pendingPermissions(role, edits, keys)).then(
      () => setEdits((current) => clearRoleEdits(current, role.roleCode)),
      () => undefined,
    );

  const askRemove = (roleCode: RoleCode) =>
    confirmAction({
      text: `The role ${roleCode} and its permissions are removed. Its code cannot be used again.`,
      danger: true,
      onConfirm: () =>
        void remove(roleCode).then(
          () => setEdits((current) => clearRoleEdits(current, roleCode)),
          () => undefined,
        ),
    });

  // Custom roles add columns: past the card's width the matrix scrolls, saying so while some are hidden.
  return (
    <SideScroll minWidth={Math.max(520, 160 + columns.length * 100)} hint="Scroll sideways to see every role">
      <Table verticalSpacing="sm" aria-label="Permissions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={150}>Permission</Table.Th>
            {columns.map((role) => (
              <Table.Th key={role.id} ta="center">
                <Group gap={4} justify="center" wrap="nowrap">
                  {role.roleCode}
                  {isLockedRole(role.roleCode) && (
                    <Tooltip label="The owner's permissions cannot be changed">
                      <IconLock size={14} aria-label="Locked" />
                    </Tooltip>
                  )}
                  {canRemoveRole(caller, role) && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={`Remove role ${role.roleCode}`}
                      loading={removingRole === role.roleCode}
                      onClick={() => askRemove(role.roleCode)}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  )}
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Text size="sm">{permissionLabel(key, kind)}</Text>
              </Table.Td>
              {columns.map((role) => (
                <Table.Td key={role.id}>
                  <Group justify="center">
                    <Checkbox
                      aria-label={`${role.roleCode}: ${permissionLabel(key, kind)}`}
                      checked={flagValue(role, edits, key)}
                      disabled={
                        !canToggle(caller, role, edits, key) ||
                        savingRole === role.roleCode ||
                        removingRole === role.roleCode
                      }
                      onChange={() => setEdits((current) => toggleFlag(role, current, key))}
                    />
                  </Group>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td />
            {columns.map((role) => (
              <Table.Td key={role.id} ta="center">
                {!isLockedRole(role.roleCode) && (
                  <Button
                    size="xs"
                    aria-label={`Save ${role.roleCode} permissions`}
                    disabled={Object.keys(pendingPermissions(role, edits, keys)).length === 0}
                    loading={savingRole === role.roleCode}
                    onClick={() => void saveRole(role)}
                  >
                    Save
                  </Button>
                )}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </SideScroll>
  );
}
