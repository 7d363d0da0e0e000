import type { RankedRole } from '@plaza/contract';
import { useState } from 'react';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { COMMUNITY_TEXT } from './community-text';
import { MembersTable } from './MembersTable';
import type { PlaceKind } from './place-kind';
import { SectionCard } from './SectionCard';
import { useChangeRole, usePlaceMembers, usePlaceRoles } from './use-place-roles';

interface PlaceMembersTabProps {
  place: PlaceKind;
  id: string;
  name: string;
  callerRole: RankedRole;
}

/** The place's members (a channel's followers), a page at a time, with a role select per row. */
export function PlaceMembersTab({ place, id, name, callerRole }: PlaceMembersTabProps) {
  const [page, setPage] = useState(1);
  const members = usePlaceMembers(place, id, page);
  const change = useChangeRole(place, id);
  // The same roles list as the Permissions tab (both need canManageRole), so custom roles are offered too.
  const roles = usePlaceRoles(place, id);
  const { members: noun } = COMMUNITY_TEXT[place.kind];
  return (
    <QueryBoundary query={members} loading={`Loading ${noun}`} errorTitle={`The ${noun} could not be loaded`}>
      {(data) => (
        <SectionCard>
          <MembersTable
            kind={place.kind}
            name={name}
            members={data}
            page={page}
            onPage={setPage}
            roles={roles.data}
            caller={callerRole}
            changeRole={(row, roleCode) =>
              change.mutate({ params: { id }, body: place.roleChange(row.user.id, roleCode) })
            }
            changingUserId={change.isPending ? (change.variables?.body.userId ?? null) : null}
          />
        </SectionCard>
      )}
    </QueryBoundary>
  );
}
