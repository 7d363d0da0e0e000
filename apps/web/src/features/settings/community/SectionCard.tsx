import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of a zone or channel settings page. */
export function SectionCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      {children}
    </Paper>
  );
}
