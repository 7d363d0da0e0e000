import { Box, Text } from '@mantine/core';
import type { ChatParent } from '@plaza/contract';
import classes from './ChatThread.module.css';

/** The message a reply answers: its author and text, or that it was deleted. */
export function ParentQuote({ parent }: { parent: ChatParent }) {
  return (
    <Box className={classes.quote} data-testid="parent-quote">
      {parent.deleted ? (
        <Text size="xs" fs="italic" c="dimmed">
          Deleted message
        </Text>
      ) : (
        <>
          <Text size="xs" fw={600} lineClamp={1}>
            {parent.createdBy.fullName}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {parent.message}
          </Text>
        </>
      )}
    </Box>
  );
}
