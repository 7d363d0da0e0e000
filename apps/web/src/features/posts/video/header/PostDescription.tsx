import { Paper, Spoiler, Text } from '@mantine/core';
import { LinkifiedText } from '../../shared/LinkifiedText';

/** The description with its links and @mentions (spec 02 §2); long ones fold. */
export function PostDescription({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <Paper withBorder radius="lg" p="md" bg="var(--mantine-color-default-hover)">
      <Spoiler maxHeight={120} showLabel="Show more" hideLabel="Show less">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <LinkifiedText text={text} />
        </Text>
      </Spoiler>
    </Paper>
  );
}
