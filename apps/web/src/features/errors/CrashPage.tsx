import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';

/** The last resort when a screen throws while rendering. */
export function CrashPage() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <IconBug size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />
        <Title order={1} fz={24}>
          Something went wrong
        </Title>
        <Text c="dimmed">This screen ran into a problem. Reloading the page usually helps.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
