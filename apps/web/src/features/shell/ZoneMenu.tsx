import { Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconCheck,
  IconHelpCircle,
  IconLogout,
  IconPlus,
  IconSelector,
  IconSettings,
  IconWorld,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { openComingSoon } from '../../components/coming-soon-modal';
import { UserAvatar } from '../../components/UserAvatar';
import { PATHS } from '../../routing/paths';
import { useCurrentUser } from '../../state/session';
import { signOut } from '../../state/session-actions';
import { useZoneStore } from '../../state/zone';
import classes from './Shell.module.css';

/**
 * The zone selector of spec 02 §2: act as yourself or inside a joined zone, plus the account
 * actions. Zones arrive later, so for now the list holds only the user.
 */
export function ZoneMenu({ compact }: { compact: boolean }) {
  const user = useCurrentUser();
  const selectedZone = useZoneStore((s) => s.selected);
  const selectZone = useZoneStore((s) => s.select);
  const hasZones = false;

  return (
    <Menu position="bottom-start" width={260} shadow="md" radius="md">
      <Menu.Target>
        <UnstyledButton
          aria-label="Account menu"
          className={compact ? `${classes.zoneTrigger} ${classes.zoneTriggerCompact}` : classes.zoneTrigger}
        >
          <UserAvatar user={user} size={compact ? 36 : 34} />
          {!compact && (
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {user.fullName}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {selectedZone ? selectedZone.name : 'Personal'}
              </Text>
            </div>
          )}
          <IconSelector size={16} stroke={1.7} color="var(--mantine-color-dimmed)" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Act as</Menu.Label>
        <Menu.Item
          leftSection={<UserAvatar user={user} size={28} />}
          rightSection={selectedZone ? null : <IconCheck size={16} />}
          onClick={() => selectZone(null)}
        >
          <Text size="sm" fw={500} truncate>
            {user.fullName}
          </Text>
          {user.userName && (
            <Text size="xs" c="dimmed" truncate>
              @{user.userName}
            </Text>
          )}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconPlus size={16} />} disabled={!hasZones}>
          Create channel
          {!hasZones && (
            <Text size="xs" c="dimmed">
              Join or create a zone first
            </Text>
          )}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconWorld size={16} />}
          onClick={() =>
            openComingSoon(
              'Creating a zone',
              'Zones are communities with their own address, like yourzone.plaza.example. Creating them is coming in the next version of Plaza.',
            )
          }
        >
          Create zone
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to={PATHS.settings} leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Item component={Link} to={PATHS.support} leftSection={<IconHelpCircle size={16} />}>
          Support
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
