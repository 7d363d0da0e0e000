import { Paper } from '@mantine/core';
import { Outlet } from 'react-router';
import { useSessionStore } from '../state/session';
import { ShellLayout } from '../features/shell/ShellLayout';
import { AuthLayout } from '../features/auth/AuthLayout';

/**
 * For auth pages open to everyone (/reset-password/{token}): the app around the card for a
 * signed-in user, the sign-in backdrop for a visitor.
 */
export function AuthOrShellLayout() {
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  if (!signedIn) return <AuthLayout />;
  return (
    <ShellLayout>
      <Paper
        withBorder
        shadow="sm"
        radius="lg"
        p={{ base: 'lg', sm: 32 }}
        maw={440}
        mx="auto"
        mt={{ base: 0, sm: 'xl' }}
      >
        <Outlet />
      </Paper>
    </ShellLayout>
  );
}
