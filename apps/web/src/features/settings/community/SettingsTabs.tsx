import { Tabs } from '@mantine/core';
import { IconListDetails, IconShieldLock, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { COMMUNITY_TEXT, type CommunityKind } from './community-text';

interface SettingsTabsProps {
  kind: CommunityKind;
  /** The Permissions and Members/Followers tabs show only with canManageRole (spec 02 §6). */
  canManageRole: boolean;
  general: ReactNode;
  permissions: ReactNode;
  members: ReactNode;
}

/** Details, then Permissions and Members (or Followers) for roles that manage roles. */
export function SettingsTabs({ kind, canManageRole, general, permissions, members }: SettingsTabsProps) {
  if (!canManageRole) return general;
  return (
    <Tabs defaultValue="general" keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="general" leftSection={<IconListDetails size={16} />}>
          Details
        </Tabs.Tab>
        <Tabs.Tab value="permissions" leftSection={<IconShieldLock size={16} />}>
          Permissions
        </Tabs.Tab>
        <Tabs.Tab value="members" leftSection={<IconUsers size={16} />}>
          {COMMUNITY_TEXT[kind].membersTab}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="general">{general}</Tabs.Panel>
      <Tabs.Panel value="permissions">{permissions}</Tabs.Panel>
      <Tabs.Panel value="members">{members}</Tabs.Panel>
    </Tabs>
  );
}
