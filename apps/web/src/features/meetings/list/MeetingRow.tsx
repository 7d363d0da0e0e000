import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Meeting } from '@plaza/contract';
import { IconCopy, IconLogin2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { meetingRoomPath, meetingRoomUrl } from '../meeting-links';
import { fetchJoinLink } from '../meeting-queries';
import { MEETING_TYPE_LABELS } from '../meeting-texts';
import { formatMeetingRange } from '../meeting-time-format';

/** One meeting of /meetings: title, time in the viewer's zone, kind, who hosts, Join and Copy link. */
export function MeetingRow({ meeting, isHost }: { meeting: Meeting; isHost: boolean }) {
  const ended = meeting.status === 'ended';
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap={8} wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {meeting.title}
            </Text>
            {meeting.status === 'live' && (
              <Badge color="red" variant="filled" size="sm">
                Live
              </Badge>
            )}
            <Badge color="gray" variant="light" size="sm">
              {MEETING_TYPE_LABELS[meeting.type]}
            </Badge>
          </Group>
          <Text size="sm">
            <time dateTime={meeting.startDate}>{formatMeetingRange(meeting.startDate, meeting.endDate)}</time>
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {isHost ? 'You host' : `Hosted by ${meeting.creator.name}`}
            {meeting.public ? ' · Public' : ''}
          </Text>
        </Stack>
        {!ended && (
          <Group gap="xs">
            <CopyLinkButton slug={meeting.slug} isHost={isHost} title={meeting.title} />
            <Button
              component={Link}
              to={meetingRoomPath(meeting.slug)}
              size="sm"
              leftSection={<IconLogin2 size={16} />}
              aria-label={`Join ${meeting.title}`}
            >
              Join
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/** Copies the link to share: the host's join link, anyone else's the room's address. */
function CopyLinkButton({ slug, isHost, title }: { slug: string; isHost: boolean; title: string }) {
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      const link = isHost ? (await fetchJoinLink(slug)).link : meetingRoomUrl(slug);
      await navigator.clipboard.writeText(link);
      showSuccessToast('Link copied');
    } catch (error) {
      showErrorToast(error instanceof Error && error.message ? error.message : 'The link could not be copied.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconCopy size={16} />}
      loading={busy}
      onClick={() => void copy()}
      aria-label={`Copy link of ${title}`}
    >
      Copy link
    </Button>
  );
}
