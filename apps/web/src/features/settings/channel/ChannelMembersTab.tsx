import { type Channel, type RankedRole } from '@plaza/contract';
import { useState } from 'react';
import { MembersTable } from '../community/MembersTable';
import { SectionCard } from '../community/SectionCard';
import { QueryBoundary } from '../shared/QueryBoundary';
import { useChangeChannelRole, useChannelMembers, useChannelRoles } from './use-channel-roles';

/** The channel's followers, a page at a time, with a role select per row. */
export function ChannelMembersTab({ channel, callerRole }: { channel: Channel; callerRole: RankedRole }) {
  const [page, setPage] = useState(1);
  const members = useChannelMembers(channel.id, page);
  const change = useChangeChannelRole(channel.id);
  // The same roles list as the Permissions tab (both need canManageRole), so custom roles are offered too.
  const roles = useChannelRoles(channel.id);
  return (
    <QueryBoundary query={members} loading="Loading followers" errorTitle="The followers could not be loaded">
      {(data) => (
        <SectionCard>
          <MembersTable
            kind="channel"
            name={channel.name}
            members={data}
            page={page}
            onPage={setPage}
            roles={roles.data}
            caller={callerRole}
            changeRole={(row, channelRoleCode) =>
              change.mutate({ params: { id: channel.id }, body: { userId: row.user.id, channelRoleCode } })
            }
            changingUserId={change.isPending ? (change.variables?.body.userId ?? null) : null}
          />
        </SectionCard>
      )}
    </QueryBoundary>
  );
}
