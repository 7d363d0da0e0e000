import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The building blocks of a support article, so every page reads the same way. */

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={2} fz={{ base: 19, sm: 21 }} lh={1.3} mt="xs">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Text lh={1.7}>{children}</Text>;
}

export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <List spacing={6} lh={1.6} pr="md">
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}
