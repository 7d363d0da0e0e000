import { Badge, Indicator, NavLink, Stack, VisuallyHidden } from '@mantine/core';
import { IconVideoPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { unreadBadgeText, useUnreadCounts } from '../chat';
import { openMeetNow } from '../meetings';
import classes from './Shell.module.css';
import { NAV_ITEMS, isActive } from './nav-items';

export function SidebarNav({ compact }: { compact: boolean }) {
  const { pathname } = useLocation();
  const unreadMessages = useUnreadCounts().total;
  return (
    <Stack component="nav" aria-label="Main" gap={4}>
      {NAV_ITEMS.map((item) => {
        const active = isActive(item, pathname);
        const Icon = item.icon;
        const unread = item.countsUnreadMessages ? unreadMessages : 0;
        // The link's name says the count ("Messages, 3 unread"); the badge only shows it.
        const name = (
          <>
            {item.label}
            {unread > 0 && <VisuallyHidden>{`, ${unread} unread`}</VisuallyHidden>}
          </>
        );
        if (compact) {
          return (
            <Link
              key={item.to}
              to={item.to}
              className={classes.compactLink}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
            >
              <Indicator
                label={<span aria-hidden>{unreadBadgeText(unread)}</span>}
                disabled={unread === 0}
                size={16}
                offset={2}
                color="red"
                fz={10}
                fw={700}
              >
                <Icon size={22} stroke={1.7} />
              </Indicator>
              {name}
            </Link>
          );
        }
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={name}
            active={active}
            aria-current={active ? 'page' : undefined}
            leftSection={<Icon size={20} stroke={1.7} />}
            rightSection={
              unread > 0 && (
                <Badge size="sm" color="red" circle={unread < 10} aria-hidden>
                  {unreadBadgeText(unread)}
                </Badge>
              )
            }
            variant="light"
            fw={500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
      <MeetNowEntry compact={compact} />
    </Stack>
  );
}

/** Meet now (spec 02 §4): starts an instant meeting from anywhere. */
function MeetNowEntry({ compact }: { compact: boolean }) {
  if (compact) {
    return (
      <button type="button" className={`${classes.compactLink} ${classes.compactButton}`} onClick={openMeetNow}>
        <IconVideoPlus size={22} stroke={1.7} />
        Meet now
      </button>
    );
  }
  return (
    <NavLink
      component="button"
      label="Meet now"
      onClick={openMeetNow}
      leftSection={<IconVideoPlus size={20} stroke={1.7} />}
      variant="light"
      fw={500}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}
