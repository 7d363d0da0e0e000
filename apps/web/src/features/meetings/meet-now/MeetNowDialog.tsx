import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { MeetingCreated } from '@plaza/contract';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useSessionStore } from '../../../state/session';
import { openInNewTab } from '../meeting-links';
import { useCreateMeeting } from '../meeting-queries';
import { ShareLink } from '../ShareLink';
import { instantTitle } from '../meeting-texts';

/**
 * Meet now (spec 02 §4): an instant meeting is created as the layer opens and its room opens in a
 * new tab; the layer keeps a Join link (should the browser have held the tab back) and the link to
 * share.
 */
export function MeetNowDialog({ onClose }: { onClose: () => void }) {
  const fullName = useSessionStore((s) => s.user?.fullName);
  const create = useCreateMeeting();
  const started = useRef(false);
  const start = () =>
    create.mutate(
      { body: { title: instantTitle(fullName), type: 'instant', planForLater: false } },
      { onSuccess: ({ meetingUrl }) => openInNewTab(meetingUrl) },
    );
  useEffect(() => {
    // Once per opening (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the layer opens
  }, []);

  return (
    <Modal opened onClose={onClose} title="Meet now" centered size="md">
      {create.data ? (
        <Started created={create.data} />
      ) : create.error ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="The meeting did not start">
            {create.error.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={start}>Try again</Button>
          </Group>
        </Stack>
      ) : (
        <Center py="xl">
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Starting your meeting…</Text>
          </Group>
        </Center>
      )}
    </Modal>
  );
}

function Started({ created }: { created: MeetingCreated }) {
  return (
    <Stack gap="md">
      <Text>
        <b>{created.meeting.title}</b> has started. It opened in a new tab.
      </Text>
      <ShareLink slug={created.meeting.slug} isHost />
      <Group justify="flex-end">
        <Button
          component="a"
          href={created.meetingUrl}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<IconExternalLink size={16} />}
        >
          Join now
        </Button>
      </Group>
    </Stack>
  );
}
