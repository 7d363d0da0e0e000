import { Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
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
import { UserAvatar } from '../../components/UserAvatar';
import { PATHS } from '../../routing/paths';
import { useCurrentUser } from '../../state/session';
import { signOut } from '../auth';
import { useZoneStore } from '../../state/zone';
import { CreateChannelDialog } from '../channels';
import { CommunityAvatar } from '../../components/CommunityAvatar';
import { CreateZoneDialog, useUserZones, useZoneLinks, ZoneMenuZones } from '../zones';
import classes from './Shell.module.css';

/**
 * The zone selector of spec 02 §2: the user themself, each joined zone, then create channel
 * (disabled without a zone), create zone, settings, support and sign out. A zone is selected by
 * opening its own site; choosing yourself on a zone site goes back to the main site.
 */
export function ZoneMenu({ compact }: { compact: boolean }) {
  const user = useCurrentUser();
  const selectedZone = useZoneStore((s) => s.selected);
  const hasZones = (useUserZones().data?.length ?? 0) > 0;
  const links = useZoneLinks();
  const [zoneDialog, zoneDialogControl] = useDisclosure(false);
  const [channelDialog, channelDialogControl] = useDisclosure(false);

  return (
    <>
      <Menu position="bottom-start" width={260} shadow="md" radius="md">
        <Menu.Target>
          <UnstyledButton
            className={compact ? `${classes.zoneTrigger} ${classes.zoneTriggerCompact}` : classes.zoneTrigger}
          >
            {selectedZone ? (
              <CommunityAvatar
                kind="zone"
                id={selectedZone.id}
                name={selectedZone.name}
                photo={null}
                size={compact ? 36 : 34}
              />
            ) : (
              <UserAvatar user={user} size={compact ? 36 : 34} />
            )}
            {!compact && (
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {selectedZone ? selectedZone.name : user.fullName}
                </Text>{' '}
                <Text size="xs" c="dimmed" truncate>
                  {selectedZone ? user.fullName : 'Personal'}
                </Text>
              </div>
            )}
            <IconSelector size={16} stroke={1.7} color="var(--mantine-color-dimmed)" />
            {/* Named by what it shows, then what it is: 'Ada Lovelace Personal Account menu'. */}
            <VisuallyHidden>Account menu</VisuallyHidden>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Act as</Menu.Label>
          <Menu.Item
            component="a"
            href={selectedZone ? links.mainSite() : undefined}
            aria-current={selectedZone ? undefined : 'true'}
            leftSection={<UserAvatar user={user} size={28} />}
            rightSection={selectedZone ? null : <IconCheck size={16} />}
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
          <ZoneMenuZones selectedZoneId={selectedZone?.id ?? null} />
          <Menu.Divider />
          <Menu.Item leftSection={<IconPlus size={16} />} disabled={!hasZones} onClick={channelDialogControl.open}>
            Create channel
            {!hasZones && (
              <Text size="xs" c="dimmed">
                Join or create a zone first
              </Text>
            )}
          </Menu.Item>
          <Menu.Item leftSection={<IconWorld size={16} />} onClick={zoneDialogControl.open}>
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
      <CreateZoneDialog opened={zoneDialog} onClose={zoneDialogControl.close} />
      <CreateChannelDialog opened={channelDialog} onClose={channelDialogControl.close} />
    </>
  );
}
