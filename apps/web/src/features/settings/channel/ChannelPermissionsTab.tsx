import { Stack, Text } from '@mantine/core';
import { CHANNEL_PERMISSION_KEYS, type Channel } from '@plaza/contract';
import { PermissionMatrix } from '../community/PermissionMatrix';
import { SectionCard } from '../community/SectionCard';
import { QueryBoundary } from '../shared/QueryBoundary';
import { useUpdateChannelPermissions, useChannelRoles } from './use-channel-roles';

/** What each role may do in the channel; OWNER is locked. */
export function ChannelPermissionsTab({ channel }: { channel: Channel }) {
  const roles = useChannelRoles(channel.id);
  const update = useUpdateChannelPermissions(channel.id);
  return (
    <QueryBoundary query={roles} loading="Loading permissions" errorTitle="The permissions could not be loaded">
      {({ data }) => (
        <SectionCard>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              What each role may do in {channel.name}. Tick or untick, then save that role. The owner&apos;s permissions
              cannot be changed.
            </Text>
            <PermissionMatrix
              kind="channel"
              keys={CHANNEL_PERMISSION_KEYS}
              roles={data}
              save={(roleCode, permissions) =>
                update.mutateAsync({ params: { id: channel.id }, body: { roleCode, permissions } })
              }
              savingRole={update.isPending ? (update.variables?.body.roleCode ?? null) : null}
            />
          </Stack>
        </SectionCard>
      )}
    </QueryBoundary>
  );
}
