import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { PATHS } from '../../routing/paths';
import { useSessionStore } from '../../state/session';

interface ErrorPageProps {
  icon: ReactNode;
  title: string;
  text: string;
}

/** A dead end with one way out: home for a signed-in user, sign-in otherwise. */
export function ErrorPage({ icon, title, text }: ErrorPageProps) {
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  usePageTitle(title);
  return (
    <Center py={80}>
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="gray">
          {icon}
        </ThemeIcon>
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {signedIn ? (
          <Button component={Link} to={PATHS.home}>
            Back to home
          </Button>
        ) : (
          <Button component={Link} to={PATHS.login}>
            Go to sign in
          </Button>
        )}
      </Stack>
    </Center>
  );
}
