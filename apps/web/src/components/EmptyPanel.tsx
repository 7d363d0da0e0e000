import { Badge, EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyPanelProps {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  /** Marks a feature that is not built yet. */
  soon?: boolean;
  children?: ReactNode;
}

/** An empty list or a feature still to come: an icon and an honest line, never a blank area. */
export function EmptyPanel({ icon, title, text, soon = false, children }: EmptyPanelProps) {
  return (
    <Paper withBorder radius="lg" py={56} px="lg">
      <EmptyState icon={icon} variant="light" title={title} description={text}>
        {soon && (
          <Badge variant="light" color="gray" mt="xs">
            Coming soon
          </Badge>
        )}
        {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
