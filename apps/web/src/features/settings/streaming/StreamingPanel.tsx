import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { buildPath } from '@plaza/contract';
import { PATHS } from '../../../routing/paths';
import { CredentialField } from '../../../components/CredentialField';
import { ObsSettings } from './ObsSettings';
import { StreamKeySection } from './StreamKeySection';
import { useStreamingSettings } from './use-streaming';

/** Settings › Streaming: where to publish a live from OBS, the stream key, and how to set OBS up. */
export function StreamingPanel() {
  const settings = useStreamingSettings();
  return (
    <QueryBoundary
      query={settings}
      loading="Loading streaming settings"
      errorTitle="Your streaming settings could not be loaded"
    >
      {({ rtmpUrl, hasStreamKey, keyframeIntervalSeconds, livePostId }) => (
        <Stack gap="lg" maw={760}>
          {livePostId && (
            <Alert color="red" icon={<IconBroadcast />} title="You are live now">
              <Anchor component={Link} to={buildPath(PATHS.video, { id: livePostId })} size="sm">
                Open your live
              </Anchor>
            </Alert>
          )}
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack>
              <CredentialField label="RTMP URL" value={rtmpUrl} />
              <StreamKeySection hasStreamKey={hasStreamKey} />
              <Text size="sm" c="dimmed">
                Prepare a post with Add content › Go live to give your live a title, a channel and who may watch;
                without one, a post titled “Live stream” is made on your profile when you start.
              </Text>
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <ObsSettings keyframeIntervalSeconds={keyframeIntervalSeconds} />
          </Paper>
        </Stack>
      )}
    </QueryBoundary>
  );
}
