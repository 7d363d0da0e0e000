import { Alert, AspectRatio, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { VideoDetail } from './VideoDetail';
import { useVideoPost } from './use-video-post';

/** /video/:id (spec 02 §2 Video page). */
export function VideoPage() {
  const { id = '' } = useParams();
  const { query, missing } = useVideoPost(id);

  if (query.data) return <VideoDetail key={query.data.id} post={query.data} />;
  if (query.error && !missing) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title="This video could not be loaded" maw={720} mx="auto">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <VideoPageSkeleton />;
}

/** The page's shape while the post loads. */
export function VideoPageSkeleton() {
  return (
    <Stack gap="lg" maw={1120} mx="auto" w="100%" role="status" aria-label="Loading video">
      <AspectRatio ratio={16 / 9}>
        <Skeleton radius="lg" />
      </AspectRatio>
      <Skeleton height={28} width="60%" />
      <Group gap="sm">
        <Skeleton height={40} circle />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={14} width="30%" />
          <Skeleton height={12} width="45%" />
        </Stack>
      </Group>
      <Group gap="xs">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={36} width={96} radius="xl" />
        ))}
      </Group>
      <Skeleton height={80} radius="lg" />
    </Stack>
  );
}
