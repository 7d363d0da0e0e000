import { Button, CopyButton, Group, Skeleton, Text, TextInput } from '@mantine/core';
import * as api from '@plaza/contract/api';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useApiQuery } from '../../api/hooks';
import { formatMeetingTime } from './meeting-time-format';
import { meetingRoomUrl } from './meeting-links';

/**
 * A meeting's link to share, with a copy button. The host shares a join link (GET
 * /meeting/join-link/{slug}), which lets its holder in for the meeting's link expiry; anyone else
 * the room's address.
 */
export function ShareLink({ slug, isHost }: { slug: string; isHost: boolean }) {
  const joinLink = useApiQuery(api.meetings.joinLink, { params: { slug } }, { enabled: isHost, toast: false });
  if (isHost && joinLink.isPending) return <Skeleton height={58} radius="sm" />;
  const link = isHost && joinLink.data ? joinLink.data.link : meetingRoomUrl(slug);
  return (
    <div>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="Link to share"
          value={link}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              aria-live="polite"
            >
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
      {isHost && joinLink.data && (
        <Text size="xs" c="dimmed" mt={4}>
          Lets anyone who has it join until {formatMeetingTime(joinLink.data.expiresAt)}.
        </Text>
      )}
      {isHost && joinLink.isError && (
        <Text size="xs" c="dimmed" mt={4}>
          The join link could not be made ({joinLink.error.message}); this address admits those who may join.
        </Text>
      )}
    </div>
  );
}
