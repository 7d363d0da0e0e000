import { Text } from '@mantine/core';
import type { UserSummary } from '@plaza/contract';
import classes from './ChatThread.module.css';
import { typingText } from './thread-items';

/** Under the messages; always in the page so screen readers announce it as it changes. */
export function TypingIndicator({ users }: { users: readonly UserSummary[] }) {
  return (
    <Text size="xs" c="dimmed" fs="italic" aria-live="polite" className={classes.typing} truncate="end">
      {typingText(users)}
    </Text>
  );
}
