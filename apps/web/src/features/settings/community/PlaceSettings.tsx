import { Stack } from '@mantine/core';
import type { RankedRole } from '@plaza/contract';
import type { ReactNode } from 'react';
import { CommunityHeader } from './CommunityHeader';
import type { PlaceKind } from './place-kind';
import { PlaceMembersTab } from './PlaceMembersTab';
import { PlacePermissionsTab } from './PlacePermissionsTab';
import { SettingsTabs } from './SettingsTabs';

interface PlaceSettingsProps {
  place: PlaceKind;
  /** The zone or channel. */
  entity: { id: string; name: string; displayPhoto: string | null; public: boolean };
  /** The user's role in the place. */
  role: RankedRole & { canManageRole: boolean };
  subtitle: ReactNode;
  facts: string[];
  /** The Details tab, which differs by kind (photos, the way out). */
  general: ReactNode;
}

/** One place's settings: its header, then the tabs the user's role allows. */
export function PlaceSettings({ place, entity, role, subtitle, facts, general }: PlaceSettingsProps) {
  const { id, name } = entity;
  const tab = { place, id, name, callerRole: role };
  return (
    <Stack gap="lg">
      <CommunityHeader
        kind={place.kind}
        id={id}
        name={name}
        photo={entity.displayPhoto}
        role={role.roleCode}
        isPublic={entity.public}
        subtitle={subtitle}
        facts={facts}
      />
      <SettingsTabs
        kind={place.kind}
        canManageRole={role.canManageRole}
        general={general}
        permissions={<PlacePermissionsTab {...tab} />}
        members={<PlaceMembersTab {...tab} />}
      />
    </Stack>
  );
}
