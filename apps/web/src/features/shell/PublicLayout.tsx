import { Box, Button, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Wordmark } from '../../components/Wordmark';
import { PATHS } from '../../routing/paths';

/** Pages anyone may read (support, API docs, not found), as a signed-out visitor sees them. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg" h={60}>
          <Group h="100%" justify="space-between">
            <Box component={Link} to={PATHS.home} style={{ textDecoration: 'none', color: 'inherit' }}>
              <Wordmark size="sm" />
            </Box>
            <Button component={Link} to={PATHS.login} variant="light">
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
