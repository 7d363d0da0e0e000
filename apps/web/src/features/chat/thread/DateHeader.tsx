import { Divider } from '@mantine/core';

/**
 * The day the following messages were sent: Today, Yesterday, or the weekday with the date. The heading
 * is the label, not the divider, whose separator orientation a heading may not carry.
 */
export function DateHeader({ label }: { label: string }) {
  return (
    <Divider
      my="sm"
      label={
        <span role="heading" aria-level={3}>
          {label}
        </span>
      }
      labelPosition="center"
      styles={{ label: { fontSize: 'var(--mantine-font-size-xs)' } }}
    />
  );
}
