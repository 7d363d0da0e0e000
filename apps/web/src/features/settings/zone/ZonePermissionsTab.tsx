import { ZONE_PERMISSION_KEYS, type Zone, type RankedRole } from '@plaza/contract';
import { PermissionsSection } from '../community/PermissionsSection';
import { QueryBoundary } from '../shared/QueryBoundary';
import { useCreateZoneRole, useRemoveZoneRole, useUpdateZonePermissions, useZoneRoles } from './use-zone-roles';

/** What each role may do in the zone; OWNER is locked, custom roles can be added and removed. */
export function ZonePermissionsTab({ zone, callerRole }: { zone: Zone; callerRole: RankedRole }) {
  const params = { id: zone.id };
  const roles = useZoneRoles(zone.id);
  const update = useUpdateZonePermissions(zone.id);
  const create = useCreateZoneRole(zone.id);
  const remove = useRemoveZoneRole(zone.id);
  return (
    <QueryBoundary query={roles} loading="Loading permissions" errorTitle="The permissions could not be loaded">
      {(data) => (
        <PermissionsSection
          kind="zone"
          name={zone.name}
          keys={ZONE_PERMISSION_KEYS}
          roles={data}
          caller={callerRole}
          save={(roleCode, permissions) => update.mutateAsync({ params, body: { roleCode, permissions } })}
          savingRole={update.isPending ? (update.variables?.body.roleCode ?? null) : null}
          add={{
            run: (roleCode) => create.mutateAsync({ params, body: { roleCode } }),
            pendingRole: create.isPending ? (create.variables?.body.roleCode ?? null) : null,
          }}
          remove={{
            run: (roleCode) => remove.mutateAsync({ params: { ...params, roleCode } }),
            pendingRole: remove.isPending ? (remove.variables?.params.roleCode ?? null) : null,
          }}
        />
      )}
    </QueryBoundary>
  );
}
