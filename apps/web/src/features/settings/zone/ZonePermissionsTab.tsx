import { Stack, Text } from '@mantine/core';
import { ZONE_PERMISSION_KEYS, type Zone } from '@plaza/contract';
import { PermissionMatrix } from '../community/PermissionMatrix';
import { SectionCard } from '../community/SectionCard';
import { QueryBoundary } from '../shared/QueryBoundary';
import { useUpdateZonePermissions, useZoneRoles } from './use-zone-roles';

/** What each role may do in the zone; OWNER is locked. */
export function ZonePermissionsTab({ zone }: { zone: Zone }) {
  const roles = useZoneRoles(zone.id);
  const update = useUpdateZonePermissions(zone.id);
  return (
    <QueryBoundary query={roles} loading="Loading permissions" errorTitle="The permissions could not be loaded">
      {({ data }) => (
        <SectionCard>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              What each role may do in {zone.name}. Tick or untick, then save that role. The owner&apos;s permissions
              cannot be changed.
            </Text>
            <PermissionMatrix
              kind="zone"
              keys={ZONE_PERMISSION_KEYS}
              roles={data}
              save={(roleCode, permissions) =>
                update.mutateAsync({ params: { id: zone.id }, body: { roleCode, permissions } })
              }
              savingRole={update.isPending ? (update.variables?.body.roleCode ?? null) : null}
            />
          </Stack>
        </SectionCard>
      )}
    </QueryBoundary>
  );
}
