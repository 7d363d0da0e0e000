import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/use-page-title';

/** The <h1> and intro line at the top of an auth card. */
export function AuthCardHeader({ title, text }: { title: string; text?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={24}>
        {title}
      </Title>
      {text && (
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      )}
    </Stack>
  );
}
