import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';

/** The Plaza logo: a play mark and the name. */
export function Wordmark({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const icon = { sm: 26, md: 32, lg: 40 }[size];
  return (
    <Group gap={8} wrap="nowrap" role="img" aria-label="Plaza">
      <ThemeIcon size={icon} radius="md" variant="gradient" gradient={{ from: 'violet.6', to: 'indigo.5', deg: 135 }}>
        <IconPlayerPlayFilled size={icon * 0.5} />
      </ThemeIcon>
      <Text component="span" fw={800} fz={{ sm: 'lg', md: 'xl', lg: 26 }[size]} lts={-0.5} aria-hidden>
        Plaza
      </Text>
    </Group>
  );
}
