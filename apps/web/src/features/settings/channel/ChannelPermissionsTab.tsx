import { CHANNEL_PERMISSION_KEYS, type Channel, type RankedRole } from '@plaza/contract';
import { PermissionsSection } from '../community/PermissionsSection';
import { QueryBoundary } from '../shared/QueryBoundary';
import {
  useCreateChannelRole,
  useRemoveChannelRole,
  useUpdateChannelPermissions,
  useChannelRoles,
} from './use-channel-roles';

/** What each role may do in the channel; OWNER is locked, custom roles can be added and removed. */
export function ChannelPermissionsTab({ channel, callerRole }: { channel: Channel; callerRole: RankedRole }) {
  const params = { id: channel.id };
  const roles = useChannelRoles(channel.id);
  const update = useUpdateChannelPermissions(channel.id);
  const create = useCreateChannelRole(channel.id);
  const remove = useRemoveChannelRole(channel.id);
  return (
    <QueryBoundary query={roles} loading="Loading permissions" errorTitle="The permissions could not be loaded">
      {(data) => (
        <PermissionsSection
          kind="channel"
          name={channel.name}
          keys={CHANNEL_PERMISSION_KEYS}
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
