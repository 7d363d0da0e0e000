import { Center, Image, Paper, Stack, Text } from '@mantine/core';
import { LAYOUT } from '../../../lib/presentation';
import { IconPhoto } from '@tabler/icons-react';
import { channelPhotoUrl } from '../../../api/photo-url';
import { bannerHeight } from '../photo/photo-accept';

/**
 * The channel's current background photo, as wide as the preview size in the banner's proportions,
 * or a placeholder saying there is none.
 */
export function BackgroundPreview({ photo }: { photo: string | null }) {
  const size = LAYOUT.photoPreview;
  const height = bannerHeight(size);
  if (photo)
    return <Image src={channelPhotoUrl(photo)} alt="Background photo" w={size} h={height} radius="md" fit="cover" />;
  return (
    <Paper withBorder radius="md" w={size} h={height} bg="var(--mantine-color-gray-0)">
      <Center h="100%">
        <Stack align="center" gap={4}>
          <IconPhoto size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            No background photo yet
          </Text>
        </Stack>
      </Center>
    </Paper>
  );
}
