import { Alert, Anchor, Box, Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import type { Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { IconBroadcast } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../../api/hooks';
import { CredentialField } from '../../../components/CredentialField';
import { useSocketStore } from '../../../realtime/socket';
import { useSocketEvent } from '../../../realtime/use-socket-event';
import { TIMING } from '../../../lib/presentation';
import { to } from '../../../routing/paths';
import { useStreamingSettings } from '../../settings';
import { videoPath } from '../shared/video-path';

/**
 * After Go live prepared the post: where to stream from the encoder, and "waiting for your
 * stream…" until the publish makes the post live: the server tells the publisher's tabs
 * (`live_started`), and the post is asked for then; only while the socket is down is it asked for
 * now and then, and once more when the socket comes back (an event may have been missed meanwhile).
 */
export function GoLiveNext({ post, onClose }: { post: Post; onClose: () => void }) {
  const settings = useStreamingSettings();
  const connected = useSocketStore((s) => s.connected);
  const current = useApiQuery(
    api.posts.detail,
    { params: { postId: post.id } },
    {
      refetchInterval: (query) => (query.state.data?.streaming || connected ? false : TIMING.goLiveFallbackPollMs),
    },
  );
  const { refetch } = current;
  const live = current.data?.streaming ?? false;
  useSocketEvent('live_started', (started) => {
    if (started.postId === post.id) void refetch();
  });
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current) void refetch();
    wasConnected.current = connected;
  }, [connected, refetch]);
  const settingsLink = (
    <Anchor component={Link} to={to.settingsPage('streaming')} onClick={onClose}>
      Settings › Streaming
    </Anchor>
  );

  return (
    <Stack gap="md">
      <Text>
        Your live <b>{post.title}</b> is ready. Start streaming from your encoder to go live in it.
      </Text>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        <Step n={1}>
          {settings.data ? (
            <CredentialField label="RTMP URL" value={settings.data.rtmpUrl} />
          ) : settings.isError ? (
            <Text size="sm">The RTMP URL is on {settingsLink}.</Text>
          ) : (
            <Skeleton height={56} aria-label="Loading the RTMP URL" />
          )}
        </Step>
        <Step n={2}>
          {settings.data && !settings.data.hasStreamKey ? (
            <Text size="sm">You have no stream key yet: generate one on {settingsLink}.</Text>
          ) : (
            <Text size="sm">
              Use your stream key (shown when you made it; a new one can be made on {settingsLink}).
            </Text>
          )}
        </Step>
        <Step n={3}>
          <Text size="sm">Start streaming. Viewers see it a few seconds later.</Text>
        </Step>
      </Stack>
      {live ? (
        <Alert color="red" icon={<IconBroadcast />} title="You are live" role="status">
          Everyone who may see the post can watch it now.
        </Alert>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Waiting for your stream…
          </Text>
        </Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button component={Link} to={videoPath(post.id)} onClick={onClose} color={live ? 'red' : undefined}>
          {live ? 'Watch your live' : 'Open the post'}
        </Button>
      </Group>
    </Stack>
  );
}

/** One numbered step, its content as wide as the dialog (the RTMP URL's field too). */
function Step({ n, children }: { n: number; children: ReactNode }) {
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="xs">
      <Text size="sm" fw={600} w={16} aria-hidden>
        {n}.
      </Text>
      <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Group>
  );
}
