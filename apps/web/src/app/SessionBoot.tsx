import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { bootSession } from '../features/zones/zone-site-actions';
import { ZoneSiteGate } from '../features/zones/ZoneSiteGate';
import { useSessionStore } from '../state/session';

/**
 * Asks the server who is signed in (on a zone site, after finding its zone's subdomain) before any
 * route decides what to show; on a zone site the zone is selected before the pages show.
 */
export function SessionBoot() {
  const status = useSessionStore((s) => s.status);
  const retrievalError = useSessionStore((s) => s.retrievalError);

  useEffect(() => {
    if (status === 'unknown') void bootSession();
  }, [status]);

  if (status === 'unknown' && retrievalError) {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="sm" maw={420} ta="center">
          <IconPlugConnectedX size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Title order={1} fz={24}>
            Plaza is not reachable
          </Title>
          <Text c="dimmed">{retrievalError}</Text>
          <Button onClick={() => void bootSession()}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <ZoneSiteGate>
      <Outlet />
    </ZoneSiteGate>
  );
}
