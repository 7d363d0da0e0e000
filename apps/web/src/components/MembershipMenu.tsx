import { Button, Menu, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconDoorExit, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { confirmAction } from './confirm';

interface MembershipMenuProps {
  /** 'Following', 'Joined'. */
  label: string;
  /** The place's name, for the menu's accessible name. */
  name: string;
  /** 'Unfollow channel', 'Leave zone'. */
  leaveLabel: string;
  /** What leaving means, asked in the confirm dialog. */
  confirmText: string;
  onLeave: () => void;
  pending: boolean;
  /** Why the user may not leave (the last owner), or null when they may. */
  refusal: string | null;
  /** The place's settings, where an owner hands over or deletes it. */
  settings: { to: string; state?: unknown };
  size?: 'compact-sm' | 'sm';
}

/**
 * What 'Following' and 'Joined' open: leaving behind the confirm dialog, or, for an owner the
 * server would refuse, why not and the way to the place's settings.
 */
export function MembershipMenu(props: MembershipMenuProps) {
  const { label, name, leaveLabel, refusal, settings, size = 'compact-sm' } = props;
  const leave = () => confirmAction({ text: props.confirmText, danger: true, onConfirm: props.onLeave });
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <Button
          size={size}
          variant="light"
          loading={props.pending}
          leftSection={<IconCheck size={14} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={`${label}: ${name}`}
          style={{ flex: 'none' }}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" leftSection={<IconDoorExit size={16} />} disabled={refusal !== null} onClick={leave}>
          {leaveLabel}
        </Menu.Item>
        {refusal && (
          <Text size="xs" c="dimmed" px="sm" pb="xs" role="note">
            {refusal}
          </Text>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={settings.to} state={settings.state} leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
