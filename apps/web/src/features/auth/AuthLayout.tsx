import { Anchor, Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Wordmark } from '../../components/Wordmark';
import { PATHS } from '../../routing/paths';
import classes from './AuthLayout.module.css';

/**
 * Public pages: the wordmark and one centred card. `pageLinks={false}` (the first-run setup) leaves
 * out Support and API docs: until setup is done every page leads back to it (spec 01 §2).
 */
export function AuthLayout({ children, pageLinks = true }: { children?: ReactNode; pageLinks?: boolean }) {
  return (
    <Box className={classes.backdrop}>
      <Center mih="100dvh" p="md">
        <Stack w="100%" maw={440} gap="lg" align="stretch">
          <Center>
            <Wordmark size="lg" />
          </Center>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }}>
            {children ?? <Outlet />}
          </Paper>
          <Group justify="center" gap="lg">
            {pageLinks && (
              <>
                <Anchor component={Link} to={PATHS.support} size="sm" c="dimmed">
                  Support
                </Anchor>
                <Anchor component={Link} to={PATHS.apiDocs} size="sm" c="dimmed">
                  API docs
                </Anchor>
              </>
            )}
            <Text size="sm" c="dimmed">
              Plaza alpha
            </Text>
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
