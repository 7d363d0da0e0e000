import { Box, Text } from '@mantine/core';
import type { ChatParent } from '@plaza/contract';
import classes from './ChatThread.module.css';

/**
 * The message a reply answers: its author and text, or that it was deleted. In the full text colour:
 * dimmed grey on the quote's shade of an own (violet) bubble is 4.2:1.
 */
export function ParentQuote({ parent }: { parent: ChatParent }) {
  return (
    <Box className={classes.quote} data-testid="parent-quote">
      {parent.deleted ? (
        <Text size="xs" fs="italic">
          Deleted message
        </Text>
      ) : (
        <>
          <Text size="xs" fw={600} lineClamp={1}>
            {parent.createdBy.fullName}
          </Text>
          <Text size="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {parent.message}
          </Text>
        </>
      )}
    </Box>
  );
}
