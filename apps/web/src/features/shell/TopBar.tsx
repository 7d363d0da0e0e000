import { ActionIcon, Box, Burger, Button, Group, Indicator } from '@mantine/core';
import { IconLayoutSidebarRight } from '@tabler/icons-react';
import { Wordmark } from '../../components/Wordmark';
import { useUnreadCounts } from '../chat';
import { NotificationBell } from '../notifications';
import { SearchField } from '../search';

interface TopBarProps {
  navOpened: boolean;
  onOpenNav: () => void;
  onOpenPanel: () => void;
}

/** Shown where the sidebar or the right panel does not fit: opens them as slide-in drawers. */
export function TopBar({ navOpened, onOpenNav, onOpenPanel }: TopBarProps) {
  const unreadMessages = useUnreadCounts().total;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {/* The sidebar's Messages entry shows the count; the dot says there is something to see in there. */}
        <Indicator disabled={unreadMessages === 0} color="red" size={9} offset={4} hiddenFrom="sm">
          <Burger
            opened={navOpened}
            onClick={onOpenNav}
            size="sm"
            aria-label={unreadMessages > 0 ? `Open navigation (${unreadMessages} unread messages)` : 'Open navigation'}
          />
        </Indicator>
        <Box hiddenFrom="sm">
          <Wordmark size="sm" />
        </Box>
      </Group>
      <Box style={{ flex: 1, minWidth: 0, maxWidth: 320 }} mx={{ base: 0, sm: 'auto' }}>
        <SearchField width="100%" />
      </Box>
      <Box hiddenFrom="sm">
        <NotificationBell placement="topbar" />
      </Box>
      <ActionIcon
        hiddenFrom="sm"
        variant="subtle"
        color="gray"
        size="lg"
        onClick={onOpenPanel}
        aria-label="Open side panel"
      >
        <IconLayoutSidebarRight size={20} />
      </ActionIcon>
      <Button
        visibleFrom="sm"
        ml="auto"
        variant="subtle"
        color="gray"
        onClick={onOpenPanel}
        leftSection={<IconLayoutSidebarRight size={18} />}
      >
        Invitations and suggestions
      </Button>
    </Group>
  );
}
