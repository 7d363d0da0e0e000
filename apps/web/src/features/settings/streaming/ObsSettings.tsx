import { Code, List, Stack, Text, Title } from '@mantine/core';

/** What to set in OBS for a low-latency live (the keyframe interval sets the segments' length). */
export function ObsSettings({ keyframeIntervalSeconds }: { keyframeIntervalSeconds: number }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="md">
        OBS settings for low latency
      </Title>
      <List size="sm" spacing={6}>
        <List.Item>
          Settings › Stream: Service <Code>Custom…</Code>, Server the RTMP URL above, Stream Key your key.
        </List.Item>
        <List.Item>
          Settings › Output (Output Mode <Code>Advanced</Code>): Keyframe Interval{' '}
          <Code>{keyframeIntervalSeconds} s</Code>, Rate Control <Code>CBR</Code>, CPU Usage Preset{' '}
          <Code>veryfast</Code>, Tune <Code>zerolatency</Code>.
        </List.Item>
        <List.Item>
          Audio: <Code>AAC</Code>; video: <Code>H.264</Code> (x264 or your graphics card’s encoder).
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Each live segment starts on a keyframe, so a {keyframeIntervalSeconds} s interval keeps viewers a few seconds
        behind you; an encoder’s default can put them half a minute behind.
      </Text>
    </Stack>
  );
}
