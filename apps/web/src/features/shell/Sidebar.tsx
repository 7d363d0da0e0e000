import { Box, Center, Divider, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Wordmark } from '../../components/Wordmark';
import { NotificationBell } from '../notifications';
import { SidebarNav } from './SidebarNav';
import { ZoneMenu } from './ZoneMenu';

interface SidebarProps {
  compact: boolean;
  /** Desktop only: switches between the 235 px and the 135 px sidebar. */
  onToggleCompact?: () => void;
}

export function Sidebar({ compact, onToggleCompact }: SidebarProps) {
  return (
    <Stack h="100%" gap={0}>
      <Group px="md" pt="md" pb="sm" justify="space-between" wrap="nowrap" gap="xs">
        <Wordmark size="sm" />
        {!compact && <NotificationBell placement="sidebar" />}
      </Group>
      {compact && (
        <Center pb="sm">
          <NotificationBell placement="sidebar" />
        </Center>
      )}
      <Box px="sm" pb="sm">
        <ZoneMenu compact={compact} />
      </Box>
      <ScrollArea flex={1} px="sm" py="xs">
        <SidebarNav compact={compact} />
      </ScrollArea>
      {onToggleCompact && (
        <>
          <Divider />
          <Box p="sm">
            <NavLink
              component="button"
              onClick={onToggleCompact}
              label={compact ? 'Expand' : 'Collapse'}
              aria-label={compact ? 'Expand sidebar' : 'Collapse sidebar'}
              leftSection={
                compact ? <IconLayoutSidebarLeftExpand size={18} /> : <IconLayoutSidebarLeftCollapse size={18} />
              }
              c="dimmed"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </Box>
        </>
      )}
    </Stack>
  );
}
