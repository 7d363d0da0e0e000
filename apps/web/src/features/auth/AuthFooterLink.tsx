import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The line under a sign-in or sign-up card that leads to the other one. */
export function AuthFooterLink({ question, label, to }: { question: string; label: string; to: string }) {
  return (
    <Text ta="center" size="sm" mt="lg" c="dimmed">
      {question}{' '}
      <Anchor component={Link} to={to}>
        {label}
      </Anchor>
    </Text>
  );
}
