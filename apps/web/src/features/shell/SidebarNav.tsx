import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import classes from './Shell.module.css';
import { NAV_ITEMS, isActive } from './nav-items';

export function SidebarNav({ compact }: { compact: boolean }) {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label="Main" gap={4}>
      {NAV_ITEMS.map((item) => {
        const active = isActive(item, pathname);
        const Icon = item.icon;
        if (compact) {
          return (
            <Link
              key={item.to}
              to={item.to}
              className={classes.compactLink}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
            >
              <Icon size={22} stroke={1.7} />
              {item.label}
            </Link>
          );
        }
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            leftSection={<Icon size={20} stroke={1.7} />}
            variant="light"
            fw={500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
}
