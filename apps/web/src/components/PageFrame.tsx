import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

interface PageFrameProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shown above the title, e.g. the 'You are at' breadcrumb. */
  above?: ReactNode;
  /** Shown at the right of the title, e.g. a page action. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every page: one <h1>, a short description, then the content. */
export function PageFrame({ title, description, above, actions, children }: PageFrameProps) {
  usePageTitle(typeof title === 'string' ? title : null);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        {above}
        {/* On a narrow screen the actions go under the title whole rather than being squeezed and cut. */}
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: 16,
          }}
        >
          <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
            {title}
          </Title>
          {actions && <div style={{ flexShrink: 0, maxWidth: '100%' }}>{actions}</div>}
        </div>
        {description && (
          <Text c="dimmed" size="sm" maw={720}>
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
