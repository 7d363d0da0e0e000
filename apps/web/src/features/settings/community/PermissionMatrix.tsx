import { Button, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import type { RoleCode, ZonePermissionKey } from '@plaza/contract';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { permissionLabel, type CommunityKind } from './community-text';
import {
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
  /** Saves one role's changed flags; its ticks are forgotten once it resolves (the reply is merged). */
  save: (roleCode: RoleCode, permissions: Partial<Record<K, boolean>>) => Promise<unknown>;
  savingRole: RoleCode | null;
}

/** Rows: the permission flags; columns: the roles. OWNER is locked (spec 02 §6); each role saves alone. */
export function PermissionMatrix<K extends ZonePermissionKey>({
  kind,
  keys,
  roles,
  save,
  savingRole,
}: PermissionMatrixProps<K>) {
  const [edits, setEdits] = useState<MatrixEdits<K>>({});
  const columns = matrixColumns(roles);

  const saveRole = (role: RoleWithFlags<K>) =>
    save(role.roleCode, pendingPermissions(role, edits, keys)).then(
      () => setEdits((current) => clearRoleEdits(current, role.roleCode)),
      () => undefined,
    );

  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" aria-label="Permissions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Permission</Table.Th>
            {columns.map((role) => (
              <Table.Th key={role.id} ta="center">
                <Group gap={4} justify="center" wrap="nowrap">
                  {role.roleCode}
                  {isLockedRole(role.roleCode) && (
                    <Tooltip label="The owner's permissions cannot be changed">
                      <IconLock size={14} aria-label="Locked" />
                    </Tooltip>
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
                      disabled={isLockedRole(role.roleCode) || savingRole === role.roleCode}
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
    </Table.ScrollContainer>
  );
}
