import { Divider } from '@mantine/core';

/** The day the following messages were sent: Today, Yesterday, or the weekday with the date. */
export function DateHeader({ label }: { label: string }) {
  return (
    <Divider
      my="sm"
      label={label}
      labelPosition="center"
      role="heading"
      aria-level={3}
      styles={{ label: { fontSize: 'var(--mantine-font-size-xs)' } }}
    />
  );
}
