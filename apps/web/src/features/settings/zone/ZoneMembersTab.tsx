import { type Zone, type RankedRole } from '@plaza/contract';
import { useState } from 'react';
import { MembersTable } from '../community/MembersTable';
import { SectionCard } from '../community/SectionCard';
import { QueryBoundary } from '../shared/QueryBoundary';
import { useChangeZoneRole, useZoneMembers, useZoneRoles } from './use-zone-roles';

/** The zone's members, a page at a time, with a role select per row. */
export function ZoneMembersTab({ zone, callerRole }: { zone: Zone; callerRole: RankedRole }) {
  const [page, setPage] = useState(1);
  const members = useZoneMembers(zone.id, page);
  const change = useChangeZoneRole(zone.id);
  // The same roles list as the Permissions tab (both need canManageRole), so custom roles are offered too.
  const roles = useZoneRoles(zone.id);
  return (
    <QueryBoundary query={members} loading="Loading members" errorTitle="The members could not be loaded">
      {(data) => (
        <SectionCard>
          <MembersTable
            kind="zone"
            name={zone.name}
            members={data}
            page={page}
            onPage={setPage}
            roles={roles.data}
            caller={callerRole}
            changeRole={(row, zoneRoleCode) =>
              change.mutate({ params: { id: zone.id }, body: { userId: row.user.id, zoneRoleCode } })
            }
            changingUserId={change.isPending ? (change.variables?.body.userId ?? null) : null}
          />
        </SectionCard>
      )}
    </QueryBoundary>
  );
}
