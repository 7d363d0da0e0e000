import type { RankedRole } from '@plaza/contract';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { PermissionsSection } from './PermissionsSection';
import type { PlaceKind } from './place-kind';
import { useCreateRole, usePlaceRoles, useRemoveRole, useUpdatePermissions } from './use-place-roles';

interface PlacePermissionsTabProps {
  place: PlaceKind;
  id: string;
  name: string;
  callerRole: RankedRole;
}

/** What each role may do in the place; OWNER is locked, custom roles can be added and removed. */
export function PlacePermissionsTab({ place, id, name, callerRole }: PlacePermissionsTabProps) {
  const params = { id };
  const roles = usePlaceRoles(place, id);
  const update = useUpdatePermissions(place, id);
  const create = useCreateRole(place, id);
  const remove = useRemoveRole(place, id);
  return (
    <QueryBoundary query={roles} loading="Loading permissions" errorTitle="The permissions could not be loaded">
      {(data) => (
        <PermissionsSection
          kind={place.kind}
          name={name}
          keys={place.permissionKeys}
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
