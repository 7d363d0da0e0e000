import { Box, Button, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Wordmark } from '../../components/Wordmark';
import { locationToText } from '../../routing/guard-decisions';
import { PATHS, to } from '../../routing/paths';

/**
 * Pages anyone may read (support, API docs, an invitation, not found), as a signed-out visitor sees
 * them. Sign in comes back to the page being read.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const here = locationToText(useLocation());
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg" h={60}>
          <Group h="100%" justify="space-between">
            <Box component={Link} to={PATHS.home} style={{ textDecoration: 'none', color: 'inherit' }}>
              <Wordmark size="sm" />
            </Box>
            <Button component={Link} to={to.withNext(PATHS.login, here)} variant="light">
              Sign in
            </Button>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="xl" component="main">
        {children ?? <Outlet />}
      </Container>
    </Box>
  );
}
