import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One titled part of a profile (pinned video, videos, contacts, channels, zones). */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
