import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../routing/paths';
import { AuthCardHeader } from './AuthCardHeader';

interface AuthInfoCardProps {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  /** A second, honest line about what is not built yet. */
  note?: ReactNode;
  children?: ReactNode;
}

/** A public page that informs rather than asks: an icon, a title, a line, a way back to sign-in. */
export function AuthInfoCard({ icon, title, text, note, children }: AuthInfoCardProps) {
  return (
    <Stack gap="md">
      <ThemeIcon size={48} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <AuthCardHeader title={title} text={text} />
      {note && (
        <Text size="sm" c="dimmed" mt={-16}>
          {note}
        </Text>
      )}
      {children}
      <Button component={Link} to={PATHS.login} variant="light" fullWidth>
        Go to sign in
      </Button>
    </Stack>
  );
}
