import { Alert, Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { videoPath } from '../shared/video-path';
import type { UploadState } from './upload-state';

/** Where the upload stands: its progress, that it is done and processing, or why it failed. */
export function UploadStatus({ state, onOpenVideo }: { state: UploadState; onOpenVideo: () => void }) {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'uploading':
      return (
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {state.percent < 100 ? 'Uploading…' : 'Finishing…'}
            </Text>
            <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {state.percent}%
            </Text>
          </Group>
          <Progress value={state.percent} size="lg" radius="xl" animated striped aria-label="Upload progress" />
        </Stack>
      );
    case 'completed':
      return (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} title="Uploaded — processing…">
          Your video is in your timeline and is being prepared; it plays as soon as it is ready.{' '}
          <Anchor component={Link} to={videoPath(state.post.id)} onClick={onOpenVideo} inherit>
            Open the video page
          </Anchor>
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title="The upload failed"
          role="alert"
        >
          {state.message} Your choices are kept: fix what is needed and try again.
        </Alert>
      );
  }
}
