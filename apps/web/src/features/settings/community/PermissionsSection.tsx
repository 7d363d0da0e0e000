import { Stack, Text } from '@mantine/core';
import type { RankedRole, RoleCode, ZonePermissionKey } from '@plaza/contract';
import { AddRoleForm } from './AddRoleForm';
import type { CommunityKind } from './community-text';
import { PermissionMatrix } from './PermissionMatrix';
import type { RoleWithFlags } from './permission-matrix';
import { SectionCard } from './SectionCard';

/** A mutation as this section reads it: whether it runs, and the role code it runs for. */
export interface RoleAction {
  run: (roleCode: RoleCode) => Promise<unknown>;
  pendingRole: RoleCode | null;
}

interface PermissionsSectionProps<K extends ZonePermissionKey> {
  kind: CommunityKind;
  name: string;
  keys: readonly K[];
  roles: readonly RoleWithFlags<K>[];
  /** The caller's own role in the place. */
  caller: RankedRole;
  save: (roleCode: RoleCode, permissions: Partial<Record<K, boolean>>) => Promise<unknown>;
  savingRole: RoleCode | null;
  add: RoleAction;
  remove: RoleAction;
}

/** The Permissions tab of a zone or a channel: the matrix, one column per role, and a form to add a role. */
export function PermissionsSection<K extends ZonePermissionKey>(props: PermissionsSectionProps<K>) {
  const { kind, name, keys, roles, caller, save, savingRole, add, remove } = props;
  return (
    <SectionCard>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          What each role may do in {name}. Tick or untick, then save that role. The owner&apos;s permissions cannot be
          changed; a role you add starts with none and can be removed while nobody holds it. Unless you are an owner,
          you may change only roles ranked below yours (holding only permissions you hold, and fewer), never your own.
        </Text>
        <PermissionMatrix
          kind={kind}
          keys={keys}
          roles={roles}
          caller={caller}
          save={save}
          savingRole={savingRole}
          remove={remove.run}
          removingRole={remove.pendingRole}
        />
        <AddRoleForm add={add.run} adding={add.pendingRole !== null} />
      </Stack>
    </SectionCard>
  );
}
